import type { z } from 'zod';
import { Op, type CreationAttributes, type WhereOptions } from 'sequelize';
import { notFound } from '../../../platform/http/problem';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { appServices } from '../../../platform/modules';
import { requireContext } from '../../../platform/tenancy/context';
import type { ImportLineView, ImportSessionView, SheetStats } from '../../../../shared/views/import';
import { SHEETS } from '../sheets/definitions';
import { ImportLine, ImportSession } from '../models';
import type { WorkbookPlan } from './plan';
import { executionProgress } from './progress';
import { XLSX } from './workbook';

/** Per-sheet figures of a plan. */
export function sheetStats(plan: Pick<WorkbookPlan, 'issues' | 'actions'>): SheetStats[] {
  return SHEETS.map((sheet) => {
    const actions = plan.actions.filter((a) => a.sheet === sheet);
    const issues = plan.issues.filter((i) => i.sheet === sheet);
    const count = (action: string) => actions.filter((a) => a.action === action).length;
    return {
      sheet,
      rows: actions.length,
      errors: issues.filter((i) => i.severity === 'ERROR').length,
      warnings: issues.filter((i) => i.severity === 'WARNING').length,
      create: count('CREATE'),
      update: count('UPDATE'),
      skip: count('SKIP'),
      error: count('ERROR'),
    };
  });
}

const LINE_CHUNK = 1000;
const ACTION_MESSAGES = { CREATE: 'Will be created', UPDATE: 'Will be updated', SKIP: 'Unchanged: skipped', ERROR: 'Refused: see the errors of this row' } as const;

/** Stores the uploaded workbook and its validation: one line per finding and per row's planned action. */
export async function createSession(file: { originalname: string; buffer: Buffer }, plan: WorkbookPlan, rowsDocumentId: string | null = null): Promise<ImportSession> {
  const ctx = requireContext();
  const document = await appServices().documents.save({ filename: file.originalname, contentType: XLSX, content: file.buffer, category: 'imports' });
  const errorCount = plan.issues.filter((i) => i.severity === 'ERROR').length;
  const session = await ImportSession.create({
    filename: document.filename,
    documentId: document.id,
    rowsDocumentId,
    status: errorCount ? 'INVALID' : 'VALIDATED',
    rowCount: plan.actions.length,
    errorCount,
    warningCount: plan.issues.length - errorCount,
    sheetStats: sheetStats(plan),
    createdBy: ctx.userId,
  });
  // Written in chunks as they are produced: a large workbook's lines are never all held as rows at once.
  let chunk: Array<CreationAttributes<ImportLine>> = [];
  const push = async (line: CreationAttributes<ImportLine>) => {
    chunk.push(line);
    if (chunk.length >= LINE_CHUNK) await flush();
  };
  const flush = async () => {
    if (chunk.length) await ImportLine.bulkCreate(chunk, { returning: false });
    chunk = [];
  };
  for (const i of plan.issues) await push({ sessionId: session.id, sheet: i.sheet, row: i.row, column: i.column, severity: i.severity, action: null, message: i.message.slice(0, 500) });
  for (const a of plan.actions) await push({ sessionId: session.id, sheet: a.sheet, row: a.row, column: null, severity: 'INFO', action: a.action, message: ACTION_MESSAGES[a.action] });
  await flush();
  return session;
}

export async function findSession(id: string): Promise<ImportSession> {
  const session = await ImportSession.findByPk(id);
  if (!session) throw notFound('Import session', id);
  return session;
}

type SessionView = z.infer<typeof ImportSessionView>;

/** Sessions as answered: EXECUTING with its progress while an execution runs, in this process or another. */
export async function presentSessions(sessions: readonly ImportSession[]): Promise<SessionView[]> {
  const running = await executionProgress.of(sessions.map((s) => s.id));
  return sessions.map((s) => view(s, running.get(s.id)));
}

export async function presentSession(s: ImportSession): Promise<SessionView> {
  return (await presentSessions([s]))[0];
}

function view(s: ImportSession, running: number | undefined): SessionView {
  return {
    id: s.id,
    filename: s.filename,
    status: running !== undefined ? 'EXECUTING' : s.status,
    progress: running ?? (s.status === 'EXECUTED' || s.status === 'ROLLED_BACK' ? 100 : 0),
    rowCount: s.rowCount,
    errorCount: s.errorCount,
    warningCount: s.warningCount,
    sheets: s.sheetStats,
    summary: s.summary ?? null,
    createdBy: s.createdBy,
    createdAt: s.createdAt.toISOString(),
    executedAt: s.executedAt?.toISOString() ?? null,
    rolledBackAt: s.rolledBackAt?.toISOString() ?? null,
  };
}

export async function listSessions(q: PageQuery & { status?: string }) {
  return ImportSession.findAndCountAll({ where: q.status ? { status: q.status } : {}, ...pageOptions(q, [['createdAt', 'DESC'], ['id', 'ASC']]) });
}

export interface LineFilter extends PageQuery {
  sheet?: string;
  severity?: string;
  action?: string;
}

export async function listLines(sessionId: string, q: LineFilter): Promise<{ rows: Array<z.infer<typeof ImportLineView>>; count: number }> {
  await findSession(sessionId);
  const and: WhereOptions[] = [{ sessionId }];
  if (q.sheet) and.push({ sheet: q.sheet });
  if (q.severity) and.push({ severity: q.severity });
  if (q.action) and.push({ action: q.action });
  const { rows, count } = await ImportLine.findAndCountAll({ where: { [Op.and]: and }, ...pageOptions(q, [['sheet', 'ASC'], ['row', 'ASC'], ['severity', 'ASC'], ['id', 'ASC']]) });
  return { rows: rows.map((l) => ({ sheet: l.sheet, row: l.row, column: l.column, severity: l.severity, action: (l.action as z.infer<typeof ImportLineView>['action']) ?? null, message: l.message })), count };
}
