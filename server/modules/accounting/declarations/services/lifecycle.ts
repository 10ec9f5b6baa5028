import { Op, type Model, type ModelStatic, type WhereOptions } from 'sequelize';
import { notFound } from '../../../../platform/http/problem';
import { transition } from '../../../../platform/state-machine';
import { requireContext } from '../../../../platform/tenancy/context';
import { declarationStates, type DeclarationAction, type DeclarationStatus } from '../states';

type Declaration = Model & { status: DeclarationStatus };

/**
 * Loads a declaration of the caller's tenant for a move of its state machine, locked against a
 * concurrent move (PostgreSQL; SQLite writers are serialised), or answers NOT_FOUND / INVALID_STATE.
 */
export async function loadFor<M extends Declaration>(model: ModelStatic<M>, id: string, action: DeclarationAction, what: string): Promise<M> {
  const record = await model.findByPk(id, { lock: true });
  if (!record) throw notFound(what, id);
  transition(declarationStates, record.status, action);
  return record;
}

export async function submit<M extends Declaration>(model: ModelStatic<M>, id: string, what: string): Promise<M> {
  const record = await loadFor(model, id, 'submit', what);
  const ctx = requireContext();
  record.set({ status: transition(declarationStates, record.status, 'submit'), submittedAt: ctx.now(), submittedBy: ctx.userId } as never);
  return record.save();
}

export async function remove<M extends Declaration>(model: ModelStatic<M>, id: string, what: string): Promise<void> {
  const record = await loadFor(model, id, 'delete', what);
  await record.destroy();
}

/** Filters of a declaration list: status, and the calendar year the period starts in. */
export function listWhere(q: { status?: string; year?: number }, extra: WhereOptions = {}): WhereOptions {
  return {
    ...extra,
    ...(q.status ? { status: q.status } : {}),
    ...(q.year ? { startDate: { [Op.between]: [`${q.year}-01-01`, `${q.year}-12-31`] } } : {}),
  };
}
