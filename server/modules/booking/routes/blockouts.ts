import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { listOf } from '../../../platform/http/list';
import { IdParams } from '../../../platform/http/validate';
import { BlockoutView } from '../../../../shared/views/booking';
import { presentBlockout } from '../presenter';
import { BlockoutBody, BlockoutsQuery, CreateBlockoutBody, ResourceBlockoutsQuery } from '../schema';
import { createBlockout, deleteBlockout, findBlockout, updateBlockout } from '../services/blockouts';
import { listBlockouts } from '../services/catalog-queries';
import { personMap } from '../services/directory';
import type { BookingDeps } from '../services/module-deps';
import { findResource } from '../services/resources-lookup';

/**
 * Blockouts (endpoints the specification leaves to us): listed to anyone who books (the calendar
 * shows them), written by catalogue managers and by the resource's owner.
 */
const READ = permission('booking.create', 'resource.manage', 'booking.manage');
const WRITE = permission('resource.manage', 'booking.manage', 'resource.owner');

export function blockoutRoutes(deps: BookingDeps): ApiRouter {
  const present = async (k: Parameters<typeof presentBlockout>[0]) =>
    presentBlockout(k, await personMap(deps.directory, [k.createdBy]));
  return new ApiRouter('Booking — blockouts')
    .get(
      '/booking/blockouts',
      {
        summary: 'Blockouts of every resource (filters resourceId, from, to)',
        access: READ,
        query: BlockoutsQuery,
        response: listOf(BlockoutView),
      },
      ({ query }) => listBlockouts(query, deps.directory),
    )
    .get(
      '/booking/resources/{id}/blockouts',
      {
        summary: 'Blockouts of a resource (filters from, to)',
        access: READ,
        params: IdParams,
        query: ResourceBlockoutsQuery,
        response: listOf(BlockoutView),
      },
      async ({ params, query }) => {
        await findResource(params.id);
        return listBlockouts({ ...query, resourceId: params.id }, deps.directory);
      },
    )
    .post(
      '/booking/resources/{id}/blockouts',
      {
        summary:
          'Block out a period; refused (409 BOOKING_OVERLAP listing them) over active bookings unless cancelConflicting (booking.manage)',
        access: WRITE,
        params: IdParams,
        body: CreateBlockoutBody,
        status: 201,
        response: BlockoutView,
      },
      async ({ params, body }) => present(await createBlockout(params.id, body, deps)),
    )
    .get(
      '/booking/blockouts/{id}',
      { summary: 'A blockout', access: READ, params: IdParams, response: BlockoutView },
      async ({ params }) => present(await findBlockout(params.id)),
    )
    .put(
      '/booking/blockouts/{id}',
      {
        summary: 'Change a blockout',
        access: WRITE,
        params: IdParams,
        body: BlockoutBody,
        response: BlockoutView,
      },
      async ({ params, body }) => present(await updateBlockout(params.id, body)),
    )
    .delete(
      '/booking/blockouts/{id}',
      { summary: 'Remove a blockout', access: WRITE, params: IdParams, status: 204 },
      async ({ params }) => {
        await deleteBlockout(params.id);
        return undefined;
      },
    );
}
