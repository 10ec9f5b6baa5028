import { z } from 'zod';
import {
  CreateLicenseInstanceBody,
  DeclareLicenseInstanceBody,
  LicenseInstanceListQueryFilters,
  LicenseInstanceView,
  LicenseReasonBody,
  UpdateLicenseInstanceBody,
} from '../../../../shared/schemas/license-issuer';
import { permission } from '../../../platform/http/requirements';
import { ApiRouter } from '../../../platform/http/api-router';
import { envelope, listOf, listQuery } from '../../../platform/http/list';
import { presentInstance } from '../presenter';
import { activeKeyOf, createInstance, deleteInstance, findInstance, listInstances, updateInstance } from '../services/instances';
import { reactivateInstance, revokeInstance, suspendInstance } from '../services/lifecycle';
import type { LicenseInstance } from '../models/license-instance';

const MANAGE_LICENSES = permission('platform.license.manage');
const MANAGE_TENANTS = permission('platform.tenants.manage');
export const InstanceParams = z.object({ id: z.uuid() });
const ListQuery = listQuery(['companyName', 'instanceCode', 'createdAt', 'expiresAt'], LicenseInstanceListQueryFilters);

async function present(instance: LicenseInstance) {
  return presentInstance(instance, (await activeKeyOf(instance.id))?.id ?? null);
}

/** /admin-platform/license-instances: the on-premise installations and their lifecycle. */
export function licenseInstanceRoutes(): ApiRouter {
  return new ApiRouter('Operator: on-premise licenses')
    .get(
      '/admin-platform/license-instances',
      { summary: 'License instances (free search q, status)', access: permission('platform.tenants.read'), query: ListQuery, response: listOf(LicenseInstanceView) },
      async ({ query }) => {
        const { rows, count } = await listInstances(query);
        return envelope(rows.map((r) => presentInstance(r.instance, r.activeKeyId)), count, query);
      },
    )
    .post(
      '/admin-platform/license-instances',
      {
        summary: 'Create a PENDING instance (its request file may follow through PUT)',
        access: MANAGE_LICENSES,
        body: CreateLicenseInstanceBody,
        status: 201,
        response: LicenseInstanceView,
      },
      async ({ body }) => present(await createInstance(body, 'CREATED')),
    )
    .post(
      '/admin-platform/license-instances/declare',
      {
        summary: 'Declare an installation from its request file: a PENDING instance with a new instance code and the machine fingerprint',
        description: 'requestFile is the text GET /license/request-export produced on the installation. A file declared before is 409 DUPLICATE; a malformed one 400 with the reason on requestFile.',
        access: MANAGE_TENANTS,
        body: DeclareLicenseInstanceBody,
        status: 201,
        response: LicenseInstanceView,
      },
      async ({ body }) => present(await createInstance(body, 'DECLARED')),
    )
    .get('/admin-platform/license-instances/{id}', { summary: 'One license instance', access: MANAGE_LICENSES, params: InstanceParams, response: LicenseInstanceView }, async ({ params }) =>
      present(await findInstance(params.id)),
    )
    .put(
      '/admin-platform/license-instances/{id}',
      {
        summary: 'Update the identity fields, the default grace period, or the machine (a new request file)',
        access: MANAGE_LICENSES,
        params: InstanceParams,
        body: UpdateLicenseInstanceBody,
        response: LicenseInstanceView,
      },
      async ({ params, body }) => present(await updateInstance(params.id, body)),
    )
    .delete(
      '/admin-platform/license-instances/{id}',
      { summary: 'Delete a PENDING instance (409 INVALID_STATE once a license was issued)', access: MANAGE_LICENSES, params: InstanceParams, status: 204 },
      async ({ params }) => {
        await deleteInstance(params.id);
        return undefined;
      },
    )
    .post(
      '/admin-platform/license-instances/{id}/suspend',
      { summary: 'Suspend an ACTIVE instance (optional reason)', access: MANAGE_TENANTS, params: InstanceParams, body: LicenseReasonBody, response: LicenseInstanceView },
      async ({ params, body }) => present(await suspendInstance(params.id, body.reason)),
    )
    .post(
      '/admin-platform/license-instances/{id}/reactivate',
      { summary: 'Reactivate a SUSPENDED instance (409 INVALID_STATE otherwise)', access: MANAGE_TENANTS, params: InstanceParams, body: LicenseReasonBody, response: LicenseInstanceView },
      async ({ params, body }) => present(await reactivateInstance(params.id, body.reason)),
    )
    .post(
      '/admin-platform/license-instances/{id}/revoke',
      { summary: 'Revoke the instance (final; its ACTIVE key becomes REVOKED; optional reason)', access: MANAGE_TENANTS, params: InstanceParams, body: LicenseReasonBody, response: LicenseInstanceView },
      async ({ params, body }) => present(await revokeInstance(params.id, body.reason)),
    );
}
