import { notFound, Problem } from '../../platform/http/problem';
import { allowedActions } from '../../platform/state-machine';
import { requireContext, type RequestContext } from '../../platform/tenancy/context';
import type { PermissionCode } from '../../../shared/permissions';
import type { JobOfferViewT, RequisitionViewT } from '../../../shared/views/recruitment';
import type { JobOffer, Requisition } from './models';
import { JOB_OFFER_STATES, REQUISITION_STATES } from './states';

/**
 * Record rules of recruitment beside the permission codes of the routes:
 * - a requisition is read with recruitment.requisition.read, or by its author;
 * - a DRAFT is edited and deleted by its author, or with the update / delete permission;
 * - without a JOB_REQUISITION circuit, approve and reject need their permission and are refused
 *   to the author (SELF_APPROVAL); on a circuit the engine decides who may.
 */
const has = (code: PermissionCode, ctx: RequestContext = requireContext()) => ctx.permissions.has(code);
export const isAuthor = (r: Requisition, ctx: RequestContext = requireContext()) => r.authorUserId === ctx.userId;

export function assertCanReadRequisition(r: Requisition): void {
  if (!has('recruitment.requisition.read') && !isAuthor(r)) throw notFound('Requisition', r.id);
}

export function assertAuthorOr(r: Requisition, code: PermissionCode, what: string): void {
  assertCanReadRequisition(r);
  if (!isAuthor(r) && !has(code)) throw new Problem('PERMISSION_DENIED', `Only the author or a holder of ${code} may ${what} this requisition`);
}

export function requisitionActions(r: Requisition, ctx: RequestContext = requireContext()): RequisitionViewT['allowedActions'] {
  const moves = new Set(allowedActions(REQUISITION_STATES, r.status));
  const mine = isAuthor(r, ctx);
  const out: RequisitionViewT['allowedActions'] = [];
  if (r.status === 'DRAFT' && (mine || has('recruitment.requisition.update', ctx))) out.push('edit');
  if (r.status === 'DRAFT' && (mine || has('recruitment.requisition.delete', ctx))) out.push('delete');
  if (moves.has('submit') && has('recruitment.requisition.submit', ctx)) out.push('submit');
  if (moves.has('approve') && !mine && (r.workflowInstanceId || has('recruitment.requisition.approve', ctx))) out.push('approve');
  if (moves.has('reject') && !mine && (r.workflowInstanceId || has('recruitment.requisition.reject', ctx))) out.push('reject');
  if (moves.has('publish') && has('recruitment.offer.publish', ctx)) out.push('publish');
  if (moves.has('fill') && has('recruitment.requisition.update', ctx)) out.push('fill');
  if (moves.has('cancel') && (mine || has('recruitment.requisition.update', ctx))) out.push('cancel');
  return out;
}

const OFFER_ACTION_PERMISSION = { publish: 'recruitment.offer.publish', close: 'recruitment.offer.close', archive: 'recruitment.offer.close' } as const;

export function offerActions(o: JobOffer, ctx: RequestContext = requireContext()): JobOfferViewT['allowedActions'] {
  const out: JobOfferViewT['allowedActions'] = [];
  if (o.status === 'DRAFT' && has('recruitment.offer.update', ctx)) out.push('edit');
  if (o.status === 'DRAFT' && has('recruitment.offer.delete', ctx)) out.push('delete');
  if (o.isTemplate) return out;
  for (const action of allowedActions(JOB_OFFER_STATES, o.status)) if (has(OFFER_ACTION_PERMISSION[action], ctx)) out.push(action);
  return out;
}
