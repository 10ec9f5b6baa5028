import { z } from 'zod';
import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { listOf } from '../../../platform/http/list';
import { IdParams } from '../../../platform/http/validate';
import { ResourceTypeView, ResourceView } from '../../../../shared/views/booking';
import { presentResource, presentType } from '../presenter';
import {
  AutoValidationBody,
  ResourceBody,
  ResourcesQuery,
  ResourceTypeBody,
  ResourceTypesQuery,
} from '../schema';
import {
  createResource,
  createType,
  deleteType,
  findType,
  setStatus,
  switchAutoValidation,
  updateResource,
  updateType,
} from '../services/catalog';
import { listResources, listTypes, resourceDetail } from '../services/catalog-queries';
import { personMap } from '../services/directory';
import type { BookingDeps } from '../services/module-deps';
import { readPhoto, savePhoto, PHOTO_MAX_BYTES } from '../services/photos';

/** Browsing is for anyone who books; changing the catalogue needs resource.manage (or booking.manage, which implies it). */
const BROWSE = permission('booking.create', 'resource.manage', 'booking.manage');
const MANAGE = permission('resource.manage', 'booking.manage');

export function catalogRoutes(deps: BookingDeps): ApiRouter {
  const present = async (id: string) => resourceDetail(id, deps.directory);
  return new ApiRouter('Booking — catalogue')
    .get(
      '/booking/resource-types',
      {
        summary: 'List resource types',
        access: BROWSE,
        query: ResourceTypesQuery,
        response: listOf(ResourceTypeView),
      },
      ({ query }) => listTypes(query),
    )
    .post(
      '/booking/resource-types',
      {
        summary: 'Create a resource type',
        access: MANAGE,
        body: ResourceTypeBody,
        status: 201,
        response: ResourceTypeView,
      },
      async ({ body }) => presentType(await createType(body)),
    )
    .get(
      '/booking/resource-types/{id}',
      { summary: 'Resource type', access: BROWSE, params: IdParams, response: ResourceTypeView },
      async ({ params }) => presentType(await findType(params.id)),
    )
    .put(
      '/booking/resource-types/{id}',
      {
        summary: 'Update a resource type',
        access: MANAGE,
        params: IdParams,
        body: ResourceTypeBody,
        response: ResourceTypeView,
      },
      async ({ params, body }) => presentType(await updateType(params.id, body)),
    )
    .delete(
      '/booking/resource-types/{id}',
      { summary: 'Delete an unused resource type', access: MANAGE, params: IdParams, status: 204 },
      async ({ params }) => {
        await deleteType(params.id);
        return undefined;
      },
    )
    .get(
      '/booking/resources',
      {
        summary: 'Resource catalogue (filters: q, typeId, status, location, ownerId, minCapacity, owned)',
        access: BROWSE,
        query: ResourcesQuery,
        response: listOf(ResourceView),
      },
      ({ query }) => listResources(query, deps.directory),
    )
    .post(
      '/booking/resources',
      {
        summary: 'Create a resource',
        access: MANAGE,
        body: ResourceBody,
        status: 201,
        response: ResourceView,
      },
      async ({ body }) => {
        const resource = await createResource(body, deps.directory);
        return presentResource(resource, await personMap(deps.directory, [resource.ownerId]));
      },
    )
    .get(
      '/booking/resources/{id}',
      { summary: 'Resource', access: BROWSE, params: IdParams, response: ResourceView },
      ({ params }) => present(params.id),
    )
    .put(
      '/booking/resources/{id}',
      {
        summary: 'Update a resource',
        access: MANAGE,
        params: IdParams,
        body: ResourceBody,
        response: ResourceView,
      },
      async ({ params, body }) => {
        await updateResource(params.id, body, deps.directory);
        return present(params.id);
      },
    )
    .post(
      '/booking/resources/{id}/disable',
      {
        summary: 'Disable a resource (no new bookings)',
        access: MANAGE,
        params: IdParams,
        response: ResourceView,
      },
      async ({ params }) => {
        await setStatus(params.id, 'INACTIVE');
        return present(params.id);
      },
    )
    .post(
      '/booking/resources/{id}/enable',
      { summary: 'Enable a resource', access: MANAGE, params: IdParams, response: ResourceView },
      async ({ params }) => {
        await setStatus(params.id, 'ACTIVE');
        return present(params.id);
      },
    )
    .put(
      '/booking/resources/{id}/auto-validation',
      {
        summary: 'Switch auto-validation (catalogue managers, or the owner when the type allows owners to)',
        access: permission('resource.manage', 'booking.manage', 'resource.owner'),
        params: IdParams,
        body: AutoValidationBody,
        response: ResourceView,
      },
      async ({ params, body }) => {
        await switchAutoValidation(params.id, body);
        return present(params.id);
      },
    )
    .post(
      '/booking/resources/{id}/photo',
      {
        summary: `Upload the resource's photo (JPEG, PNG or WebP, at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB)`,
        access: MANAGE,
        params: IdParams,
        upload: { field: 'file', maxBytes: PHOTO_MAX_BYTES },
        response: ResourceView,
      },
      async ({ params, file }) => {
        await savePhoto(params.id, file as Express.Multer.File, deps);
        return present(params.id);
      },
    )
    .get(
      '/booking/resources/{id}/photo',
      {
        summary: "The resource's photo",
        access: BROWSE,
        params: IdParams,
        produces: 'image/*',
        query: z.object({ v: z.string().max(40).optional() }),
      },
      async ({ params, res }) => {
        const photo = await readPhoto(params.id, deps);
        res.setHeader('Cache-Control', 'private, max-age=86400');
        res.status(200).type(photo.contentType).send(photo.content);
        return undefined;
      },
    );
}
