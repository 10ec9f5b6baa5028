import { z } from 'zod';
import { IssuedLicenseView, IssueLicenseBody, LicenseKeyView } from '../../../../shared/schemas/license-issuer';
import { permission } from '../../../platform/http/requirements';
import { ApiRouter } from '../../../platform/http/api-router';
import { sendFile } from '../../../platform/http/download';
import { notFound } from '../../../platform/http/problem';
import type { AppContainer } from '../../../platform/modules';
import { LicenseKey } from '../models/license-key';
import { licFileName, presentIssued, presentKey } from '../presenter';
import { findInstance } from '../services/instances';
import { issueInstanceLicense, issuerSigner } from '../services/issue';
import { InstanceParams } from './instances';

const MANAGE_LICENSES = permission('platform.license.manage');
const KeyParams = z.object({ id: z.uuid(), keyId: z.uuid() });
export const LIC_CONTENT_TYPE = 'application/octet-stream';

async function findKey(instanceId: string, keyId: string): Promise<LicenseKey> {
  const key = await LicenseKey.findOne({ where: { id: keyId, instanceId } });
  if (!key) throw notFound('License key', keyId);
  return key;
}

/** Issuance and the key chain of an instance. */
export function licenseKeyRoutes(app: AppContainer): ApiRouter {
  return new ApiRouter('Operator: on-premise licenses')
    .post(
      '/admin-platform/license-instances/{id}/licenses',
      {
        summary: 'Issue a signed .lic (expiresAt, gracePeriodDays, modules with quotas and options); mailed to the contact',
        description:
          'The previous ACTIVE key becomes RENEWED and the new one names it in renewedFromKeyId; the instance becomes ACTIVE. maxOfflineDays = gracePeriodDays × 6. expiresAt: a day (the license ends at its last millisecond, UTC) or an instant.',
        access: MANAGE_LICENSES,
        params: InstanceParams,
        body: IssueLicenseBody,
        status: 201,
        response: IssuedLicenseView,
        prepare: () => issuerSigner(app.config.LICENSE_ISSUER_DIR),
      },
      async ({ params, body, prepared }) => presentIssued(await issueInstanceLicense(params.id, body, prepared)),
    )
    .get(
      '/admin-platform/license-instances/{id}/licenses',
      { summary: "The instance's keys, newest first (the renewal chain)", access: MANAGE_LICENSES, params: InstanceParams, response: z.array(LicenseKeyView) },
      async ({ params }) => {
        await findInstance(params.id);
        const keys = await LicenseKey.findAll({ where: { instanceId: params.id }, order: [['sequence', 'DESC']] });
        return keys.map(presentKey);
      },
    )
    .get(
      '/admin-platform/license-instances/{id}/licenses/{keyId}',
      { summary: 'One key, with its signed file and payload', access: MANAGE_LICENSES, params: KeyParams, response: IssuedLicenseView },
      async ({ params }) => presentIssued(await findKey(params.id, params.keyId)),
    )
    .get(
      '/admin-platform/license-instances/{id}/licenses/{keyId}/download',
      { summary: 'The .lic file of a key', access: MANAGE_LICENSES, params: KeyParams, produces: LIC_CONTENT_TYPE },
      async ({ params, res }) => {
        const instance = await findInstance(params.id);
        const key = await findKey(params.id, params.keyId);
        sendFile(res, licFileName(instance.instanceCode, key.sequence), LIC_CONTENT_TYPE, key.licValue);
      },
    );
}
