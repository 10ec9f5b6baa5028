import type { z } from 'zod';
import { businessRule, invalidState } from '../../../platform/http/problem';
import { ambientTransaction } from '../../../platform/db/transaction';
import { currentApp, requireContext } from '../../../platform/tenancy/context';
import type { RollbackBlockerView } from '../../../../shared/views/import';
import { ImportRecord, ImportSession } from '../models';
import { transition } from '../../../platform/state-machine';
import { IMPORT_SESSION_STATES } from '../states';
import { findSession } from './sessions';
import { ENTITIES, targetOf, type Entity } from './targets';

type Blocker = z.infer<typeof RollbackBlockerView>;

/** Records changed since the import wrote them (updatedAt moved on): putting them back would lose that change. */
async function changedSince(records: ImportRecord[]): Promise<Blocker[]> {
  const blockers: Blocker[] = [];
  for (const entity of ENTITIES) {
    const ofEntity = records.filter((r) => r.entity === entity);
    if (!ofEntity.length) continue;
    const versions = await targetOf(entity).versions(ofEntity.map((r) => r.entityId));
    for (const r of ofEntity) {
      const now = versions.get(r.entityId);
      if (now === undefined) blockers.push({ sheet: r.sheet, row: r.row, entity, entityId: r.entityId, reason: 'Deleted since the import' });
      else if (now !== r.version) blockers.push({ sheet: r.sheet, row: r.row, entity, entityId: r.entityId, reason: 'Modified since the import' });
    }
  }
  return blockers;
}

/** A foreign key refusing the removal: another record, not created by this session, points at it. */
const isReferenced = (err: unknown) => err instanceof Error && (err.name === 'SequelizeForeignKeyConstraintError' || /FOREIGN KEY/i.test(err.message));

/**
 * Removes what the session created and puts back what it updated, in reverse order (payroll,
 * contracts, resources, resource types, leave calendar, employees, departments, organisation).
 * Refused, with every blocker listed, when a record was changed since or other records now
 * depend on one: then nothing is undone.
 */
export async function rollbackSession(sessionId: string): Promise<ImportSession> {
  const ctx = requireContext();
  const session = await findSession(sessionId);
  const next = transition(IMPORT_SESSION_STATES, session.status, 'rollback');
  const [claimed] = await ImportSession.update({ status: next }, { where: { id: sessionId, status: session.status } });
  if (claimed !== 1) throw invalidState((await findSession(sessionId)).status, 'roll back the import');

  const records = await ImportRecord.findAll({ where: { sessionId }, order: [['seq', 'DESC']] });
  const blockers = await changedSince(records);
  if (!blockers.length) {
    const sequelize = currentApp().sequelize;
    for (const record of records) {
      const target = targetOf(record.entity as Entity);
      try {
        // A savepoint per record: a refused removal is noted and the others still tried, so every blocker is listed.
        await sequelize.transaction({ transaction: ambientTransaction() }, async () => {
          if (record.action === 'CREATE') await target.remove(record.entityId);
          else await target.restore(record.entityId, record.replaced ?? {});
        });
      } catch (err) {
        if (!isReferenced(err)) throw err;
        blockers.push({ sheet: record.sheet, row: record.row, entity: record.entity, entityId: record.entityId, reason: 'Other records now depend on it' });
      }
    }
  }
  if (blockers.length) {
    throw businessRule(`The import cannot be rolled back: ${blockers.length} record(s) changed or used since`, { blockers: blockers.slice(0, 500) });
  }
  await session.reload();
  session.set({ rolledBackAt: ctx.now(), rolledBackBy: ctx.userId });
  await session.save();
  return session;
}
