import { z } from 'zod';
import { THIRD_PARTY_KINDS } from '../../../../shared/accounting';
import { CreateThirdPartyBody, UpdateThirdPartyBody } from '../../../../shared/schemas/accounting';
import { ThirdPartyView } from '../../../../shared/schemas/accounting-books';
import { ApiRouter } from '../../../platform/http/api-router';
import { booleanQuery, envelope, listOf, listQuery } from '../../../platform/http/list';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import type { ThirdParty } from '../models';
import { THIRD_PARTY_SORTS, createThirdParty, getThirdParty, importEmployees, listThirdParties, updateThirdParty } from './third-parties';

export function presentThirdParty(p: ThirdParty): ThirdPartyView {
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    kind: p.kind,
    employeeId: p.employeeId ?? null,
    email: p.email ?? null,
    phone: p.phone ?? null,
    active: p.active,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

const Filters = {
  q: z.string().trim().max(100).optional().meta({ description: 'Name contains, or code starts with' }),
  kind: z.enum(THIRD_PARTY_KINDS).optional(),
  active: booleanQuery(),
};

/** Third parties (tiers): the customers, suppliers, employees and others of the third-party accounts. */
export function thirdPartyRoutes(): ApiRouter {
  return new ApiRouter('Accounting — third parties')
    .get(
      '/accounting/third-parties',
      { summary: 'Third parties (beyond the specification)', access: permission('accounting.read'), query: listQuery(THIRD_PARTY_SORTS, Filters), response: listOf(ThirdPartyView) },
      async ({ query }) => {
        const { rows, count } = await listThirdParties(query);
        return envelope(rows.map(presentThirdParty), count, query);
      },
    )
    .get(
      '/accounting/third-parties/{id}',
      { summary: 'One third party', access: permission('accounting.read'), params: IdParams, response: ThirdPartyView },
      async ({ params }) => presentThirdParty(await getThirdParty(params.id)),
    )
    .post(
      '/accounting/third-parties',
      {
        summary: 'Create a third party',
        description: 'Code from the kind\'s counter when omitted (C00001 customers, F… suppliers, S… employees, D… others). 409 DUPLICATE for a name already used by the kind, a code taken, or an employee already linked.',
        access: permission('accounting.write'),
        body: CreateThirdPartyBody,
        status: 201,
        response: ThirdPartyView,
      },
      async ({ body }) => presentThirdParty(await createThirdParty(body)),
    )
    .put(
      '/accounting/third-parties/{id}',
      {
        summary: 'Change a third party',
        description: 'The kind never changes. Renaming renames it on its lines. Deactivated, it is refused on new lines.',
        access: permission('accounting.write'),
        params: IdParams,
        body: UpdateThirdPartyBody,
        response: ThirdPartyView,
      },
      async ({ params, body }) => presentThirdParty(await updateThirdParty(params.id, body)),
    )
    .post(
      '/accounting/third-parties/import-employees',
      {
        summary: 'Give every employee without one an EMPLOYEE third party',
        access: permission('accounting.write'),
        response: z.object({ created: z.number().int() }),
      },
      async () => ({ created: await importEmployees() }),
    );
}
