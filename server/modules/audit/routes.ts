import { Op, type WhereOptions } from 'sequelize';
import { requirePermission } from '../../platform/permissions/guard';
import { AuditEvent } from '../../platform/audit/model';
import { auditEntityTypes, auditReadRule } from '../../platform/audit/registry';
import { AUTHENTICATED, permission } from '../../platform/http/requirements';
import { ApiRouter } from '../../platform/http/api-router';
import { envelope, listOf, listQuery, pageArray, pageOptions } from '../../platform/http/list';
import { notFound, Problem } from '../../platform/http/problem';
import { presentEvents } from './present';
import { AuditEntityTypeView, AuditEventView, AuditListQuery, EventParams, HistoryParams, HistoryQuery } from './schema';

const NEWEST_FIRST = [['occurredAt', 'DESC'], ['seq', 'DESC']] as [string, string][];

/** A date means its whole UTC day; an instant means itself. */
function bound(value: string, end: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00.000Z`);
    return end ? new Date(day.getTime() + 86_400_000) : day;
  }
  return new Date(end ? new Date(value).getTime() + 1 : value);
}

/** /audit/*: the tenant's audit trail. */
export function auditRoutes(): ApiRouter {
  return new ApiRouter('Audit')
    .get(
      '/audit/events',
      { summary: 'Search the audit trail (entity type, entity id, action, user, period)', access: permission('audit.read'), query: AuditListQuery, response: listOf(AuditEventView) },
      async ({ query }) => {
        const and: WhereOptions[] = [];
        if (query.entityType) and.push({ entityType: query.entityType });
        if (query.entityId) and.push({ entityId: query.entityId });
        if (query.action) and.push({ action: query.action });
        if (query.userId) and.push({ actorId: query.userId });
        if (query.from) and.push({ occurredAt: { [Op.gte]: bound(query.from, false) } });
        if (query.to) and.push({ occurredAt: { [Op.lt]: bound(query.to, true) } });
        const { rows, count } = await AuditEvent.findAndCountAll({ where: { [Op.and]: and }, ...pageOptions(query, NEWEST_FIRST) });
        return envelope(await presentEvents(rows), count, query);
      },
    )
    .get(
      '/audit/entity-types',
      {
        summary: 'The auditable entity types and the permission that reads the history of each',
        access: permission('audit.read'),
        query: listQuery([]),
        response: listOf(AuditEntityTypeView),
      },
      ({ query }) =>
        pageArray(
          auditEntityTypes().map((entityType) => ({ entityType, readPermission: [...(auditReadRule(entityType)?.readPermission ?? [])] })),
          query,
        ),
    )
    .get('/audit/events/{id}', { summary: 'One audit event', access: permission('audit.read'), params: EventParams, response: AuditEventView }, async ({ params }) => {
      const event = await AuditEvent.findByPk(params.id);
      if (!event) throw notFound('Audit event', params.id);
      return (await presentEvents([event]))[0];
    })
    .get(
      '/audit/{entityType}/{entityId}',
      {
        summary: 'History of one record',
        description: 'Guarded by the read permission registered for the entity type (for instance users.manage for USER, roles.manage for ROLE).',
        access: AUTHENTICATED,
        params: HistoryParams,
        query: HistoryQuery,
        response: listOf(AuditEventView),
      },
      async ({ params, query }) => {
        const rule = auditReadRule(params.entityType);
        if (!rule) throw notFound('Entity type', params.entityType);
        requirePermission(...rule.readPermission);
        if (rule.canRead && !(await rule.canRead(params.entityId))) {
          throw new Problem('PERMISSION_DENIED', `You may not read the history of this ${params.entityType}`);
        }
        const where = { entityType: params.entityType, entityId: params.entityId };
        const { rows, count } = await AuditEvent.findAndCountAll({ where, ...pageOptions(query, NEWEST_FIRST) });
        // A record that exists but has no history yet (seeded, say) answers an empty page.
        if (count === 0 && !(await rule.exists?.(params.entityId))) throw notFound(params.entityType, params.entityId);
        return envelope(await presentEvents(rows), count, query);
      },
    );
}
