import { UpdateVendorBody, VendorBody } from '../../../../shared/schemas/supplies';
import { VendorCodeSuggestionView, VendorList, VendorOptionList, VendorView } from '../../../../shared/views/supplies';
import { ApiRouter } from '../../../platform/http/api-router';
import { envelope } from '../../../platform/http/list';
import { Problem } from '../../../platform/http/problem';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { PERMISSIONS } from '../policy';
import { presentVendor, presentVendors } from '../presenter';
import { CodeSuggestionQuery, VendorListQuery } from '../schema';
import { activeVendors, createVendor, findVendor, listVendors, setVendorActive, suggestCode, updateVendor } from '../services/vendors';

const MANAGE = permission(PERMISSIONS.manage);
const READ = permission(PERMISSIONS.request, PERMISSIONS.manage);

const NO_DELETION = 'Vendors are never deleted (the specification’s rule): this answers 405 METHOD_NOT_ALLOWED and changes nothing. Deactivate the vendor instead.';

function noDeletion(): never {
  throw new Problem('METHOD_NOT_ALLOWED', 'A vendor cannot be deleted: deactivate it instead', { allow: 'GET, PUT, POST' });
}

/** The vendor register: supplies.request reads it, supplies.manage creates, modifies, activates and deactivates. */
export function vendorRoutes(): ApiRouter {
  return new ApiRouter('Supplies — vendors')
    .get(
      '/supplies/vendors',
      { summary: 'The vendor register, paginated', description: 'Filter `active`; `q` searches the code, name, email and tax id. Readable with supplies.request or supplies.manage.', access: READ, query: VendorListQuery, response: VendorList },
      async ({ query }) => {
        const { rows, count } = await listVendors(query);
        return envelope(await presentVendors(rows), count, query);
      },
    )
    .get('/supplies/vendors/active', { summary: 'Active vendors for order forms (by name)', access: READ, response: VendorOptionList }, async () => ({
      items: (await activeVendors()).map((v) => ({ id: v.id, code: v.code, name: v.name, paymentTermsDays: v.paymentTermsDays })),
    }))
    .get(
      '/supplies/vendors/code-suggestion',
      { summary: 'The code suggested for a name (first 3 words, 6 characters each) and whether it is taken', access: MANAGE, query: CodeSuggestionQuery, response: VendorCodeSuggestionView },
      ({ query }) => suggestCode(query.name),
    )
    .get('/supplies/vendors/{id}', { summary: 'One vendor', access: READ, params: IdParams, response: VendorView }, async ({ params }) => presentVendor(await findVendor(params.id)))
    .post(
      '/supplies/vendors',
      {
        summary: 'Register a vendor (active)',
        description: 'Defaults: accountingCode 401, paymentTermsDays 30, code suggested from the name. A code taken answers 409 DUPLICATE (a unique index holds it under concurrent requests); an invalid IBAN or BIC 400 VALIDATION_FAILED.',
        access: MANAGE,
        body: VendorBody,
        status: 201,
        response: VendorView,
      },
      async ({ body }) => presentVendor(await createVendor(body)),
    )
    .put(
      '/supplies/vendors/{id}',
      { summary: 'Change a vendor (fields omitted are kept)', description: 'Same rules as the creation; `active` changes only through /activate and /deactivate.', access: MANAGE, params: IdParams, body: UpdateVendorBody, response: VendorView },
      async ({ params, body }) => presentVendor(await updateVendor(params.id, body)),
    )
    .post(
      '/supplies/vendors/{id}/activate',
      { summary: 'Activate an inactive vendor', description: 'An active vendor answers 409 INVALID_STATE.', access: MANAGE, params: IdParams, response: VendorView },
      async ({ params }) => presentVendor(await setVendorActive(params.id, true)),
    )
    .post(
      '/supplies/vendors/{id}/deactivate',
      { summary: 'Deactivate a vendor (it leaves the order forms; its requests keep it)', description: 'An inactive vendor answers 409 INVALID_STATE.', access: MANAGE, params: IdParams, response: VendorView },
      async ({ params }) => presentVendor(await setVendorActive(params.id, false)),
    )
    .delete('/supplies/vendors/{id}', { summary: 'No deletion: 405', description: NO_DELETION, access: MANAGE, params: IdParams, status: 204 }, noDeletion)
    .delete('/supplies/vendors', { summary: 'No deletion: 405', description: NO_DELETION, access: MANAGE, status: 204 }, noDeletion);
}
