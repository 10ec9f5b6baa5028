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

/** A session's tag, as read for its rollback (plain values, newest first). */
interface Tagged {
  sheet: string;
  row: number;
  entity: Entity;
  entityId: string;
  action: 'CREATE' | 'UPDATE';
  replaced: Record<string, unknown> | null;
  version: string;
}

/** Records undone in one statement (a DELETE, or one query loading the records to restore). */
const BATCH = 500;

async function tagsOf(sessionId: string): Promise<Tagged[]> {
  const rows = await ImportRecord.findAll({ where: { sessionId }, attributes: ['sheet', 'row', 'entity', 'entityId', 'action', 'replaced', 'version'], order: [['seq', 'DESC']], raw: true });
  // Raw JSON comes back as text on SQLite.
  const replacedOf = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown> | null;
  return rows.map((r) => ({ sheet: r.sheet, row: r.row, entity: r.entity as Entity, entityId: r.entityId, action: r.action, replaced: replacedOf(r.replaced), version: r.version }));
}

/** Records changed since the import wrote them (updatedAt moved on): putting them back would lose that change. */
async function changedSince(records: Tagged[]): Promise<Blocker[]> {
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

/** The tags, newest first, cut into runs of one kind and action of at most BATCH records. */
function* batches(records: Tagged[]): Generator<Tagged[]> {
  let batch: Tagged[] = [];
  for (const record of records) {
    if (batch.length && (batch.length >= BATCH || batch[0].entity !== record.entity || batch[0].action !== record.action)) {
      yield batch;
      batch = [];
    }
    batch.push(record);
  }
  if (batch.length) yield batch;
}

/**
 * Undoes the tags batch by batch, newest first (what depends on a record was tagged after it, so
 * it is gone before it). Each batch runs in a savepoint; a batch the database refuses is tried
 * again record by record, so every record that others now depend on is listed.
 */
async function undo(records: Tagged[]): Promise<Blocker[]> {
  const sequelize = currentApp().sequelize;
  const inSavepoint = (fn: () => Promise<void>) => sequelize.transaction({ transaction: ambientTransaction() }, fn);
  const blockers: Blocker[] = [];
  for (const batch of batches(records)) {
    const target = targetOf(batch[0].entity);
    const apply = (some: Tagged[]) =>
      batch[0].action === 'CREATE' ? target.removeMany(some.map((r) => r.entityId)) : target.restoreMany(some.map((r) => ({ id: r.entityId, previous: r.replaced ?? {} })));
    try {
      await inSavepoint(() => apply(batch));
      continue;
    } catch (err) {
      if (!isReferenced(err)) throw err;
    }
    for (const record of batch) {
      try {
        await inSavepoint(() => apply([record]));
      } catch (err) {
        if (!isReferenced(err)) throw err;
        blockers.push({ sheet: record.sheet, row: record.row, entity: record.entity, entityId: record.entityId, reason: 'Other records now depend on it' });
      }
    }
  }
  return blockers;
}

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

  const records = await tagsOf(sessionId);
  const blockers = await changedSince(records);
  if (!blockers.length) blockers.push(...(await undo(records)));
  if (blockers.length) {
    throw businessRule(`The import cannot be rolled back: ${blockers.length} record(s) changed or used since`, { blockers: blockers.slice(0, 500) });
  }
  await session.reload();
  session.set({ rolledBackAt: ctx.now(), rolledBackBy: ctx.userId });
  await session.save();
  return session;
}
