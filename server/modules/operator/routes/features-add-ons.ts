import { z } from 'zod';
import { AddOnBody, AddOnView, FeatureBody, FeatureView, UpdateFeatureBody } from '../../../../shared/schemas/operator';
import { permission } from '../../../platform/http/requirements';
import { ApiRouter } from '../../../platform/http/api-router';
import { envelope, listOf } from '../../../platform/http/list';
import { AddOnListQuery, AddOnParams, FeatureListQuery, FeatureParams } from '../schema';
import { createAddOn, findAddOn, listAddOns, moveAddOn, presentAddOn, updateAddOn } from '../services/catalog-add-ons';
import { allFeatures, createFeature, findFeature, listFeatures, presentFeature, updateFeature } from '../services/catalog-features';

const CATALOG = permission('platform.catalog.manage');

/** /admin-platform/catalog/features and /add-ons. */
export function featureAndAddOnRoutes(): ApiRouter {
  return new ApiRouter('Operator: catalog features and add-ons')
    .get('/admin-platform/catalog/features', { summary: 'Features (filter module, status, q)', access: CATALOG, query: FeatureListQuery, response: listOf(FeatureView) }, async ({ query }) => {
      const { rows, count } = await listFeatures(query);
      return envelope(rows.map(presentFeature), count, query);
    })
    .post('/admin-platform/catalog/features', { summary: 'Create a feature (code unique)', access: CATALOG, body: FeatureBody, status: 201, response: FeatureView }, async ({ body }) =>
      presentFeature(await createFeature(body)),
    )
    .get('/admin-platform/catalog/features/all', { summary: 'Every feature, unpaged (plan editor)', access: CATALOG, response: z.array(FeatureView) }, async () =>
      (await allFeatures()).map(presentFeature),
    )
    .get('/admin-platform/catalog/features/{code}', { summary: 'One feature', access: CATALOG, params: FeatureParams, response: FeatureView }, async ({ params }) =>
      presentFeature(await findFeature(params.code)),
    )
    .put(
      '/admin-platform/catalog/features/{code}',
      { summary: 'Change a feature (its code stays)', access: CATALOG, params: FeatureParams, body: UpdateFeatureBody, response: FeatureView },
      async ({ params, body }) => presentFeature(await updateFeature(params.code, body)),
    )
    .get('/admin-platform/catalog/add-ons', { summary: 'Add-ons (filter type, active)', access: CATALOG, query: AddOnListQuery, response: listOf(AddOnView) }, async ({ query }) => {
      const { rows, count } = await listAddOns(query);
      return envelope(rows.map(presentAddOn), count, query);
    })
    .post('/admin-platform/catalog/add-ons', { summary: 'Create an add-on (FEATURE, USER_PACK or MODULE), active', access: CATALOG, body: AddOnBody, status: 201, response: AddOnView }, async ({ body }) =>
      presentAddOn(await createAddOn(body)),
    )
    .get('/admin-platform/catalog/add-ons/{addOnId}', { summary: 'One add-on', access: CATALOG, params: AddOnParams, response: AddOnView }, async ({ params }) =>
      presentAddOn(await findAddOn(params.addOnId)),
    )
    .put('/admin-platform/catalog/add-ons/{addOnId}', { summary: 'Change an add-on (its code stays)', access: CATALOG, params: AddOnParams, body: AddOnBody, response: AddOnView }, async ({ params, body }) =>
      presentAddOn(await updateAddOn(params.addOnId, body)),
    )
    .delete(
      '/admin-platform/catalog/add-ons/{addOnId}',
      { summary: 'Deactivate an add-on (subscriptions keep it; it can no longer be taken)', access: CATALOG, params: AddOnParams, response: AddOnView },
      async ({ params }) => presentAddOn(await moveAddOn(params.addOnId, 'deactivate')),
    )
    .post(
      '/admin-platform/catalog/add-ons/{addOnId}/activate',
      { summary: 'Activate an inactive add-on (409 INVALID_STATE otherwise)', access: CATALOG, params: AddOnParams, response: AddOnView },
      async ({ params }) => presentAddOn(await moveAddOn(params.addOnId, 'activate')),
    );
}
