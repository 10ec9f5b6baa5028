import { z } from 'zod';
import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { envelope, listQuery } from '../../../platform/http/list';
import { sendFile } from '../../../platform/http/download';
import { IdParams } from '../../../platform/http/validate';
import { IMPORT_ACTIONS, IMPORT_LINE_SEVERITIES, IMPORT_SESSION_STATUSES, IMPORT_SHEETS, ImportLineList, ImportSessionList, ImportSessionView, SimulationView } from '../../../../shared/views/import';
import { buildTemplate } from '../sheets/template';
import { executeSession } from '../services/execute';
import { reportLink } from '../services/report';
import { rollbackSession } from '../services/rollback';
import { sessionRows } from '../services/rows';
import { findSession, listLines, listSessions, presentSession, presentSessions } from '../services/sessions';
import { simulateSession } from '../services/simulate';
import { prepareUpload, storeUpload } from '../services/upload';
import { MAX_UPLOAD_BYTES, XLSX } from '../services/workbook';

const SessionsQuery = listQuery(['createdAt', 'status', 'filename'], { status: z.enum(IMPORT_SESSION_STATUSES).optional() });
const LinesQuery = listQuery(['sheet', 'row', 'severity'], {
  sheet: z.enum(IMPORT_SHEETS).optional(),
  severity: z.enum(IMPORT_LINE_SEVERITIES).optional(),
  action: z.enum(IMPORT_ACTIONS).optional(),
});

/** Bulk import: template, upload and validation, simulation, execution, rollback, report. */
export function importRoutes(): ApiRouter {
  return new ApiRouter('Bulk import')
    .get('/admin/import/template', { summary: 'Blank import workbook (8 sheets, lists, notes)', access: permission('import.template'), produces: XLSX }, async ({ res }) => {
      sendFile(res, 'modele-import-baobab.xlsx', XLSX, await buildTemplate());
    })
    .get('/admin/import/sessions', { summary: 'Import sessions, newest first', access: permission('import.view'), query: SessionsQuery, response: ImportSessionList }, async ({ query }) => {
      const { rows, count } = await listSessions(query);
      return envelope(await presentSessions(rows), count, query);
    })
    .post(
      '/admin/import/upload',
      {
        summary: 'Upload a workbook: creates a session, parses and validates it',
        description: `Multipart field \`file\`, an .xlsx of at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MiB (413 PAYLOAD_TOO_LARGE above). A file that is not an .xlsx, is password-protected or expands past the limits (zip bomb) answers 400 VALIDATION_FAILED with \`reason\` NOT_XLSX, ENCRYPTED or ZIP_BOMB. Otherwise 201 with the session: VALIDATED, or INVALID when a line has severity ERROR (see …/lines).`,
        access: permission('import.upload'),
        upload: { field: 'file', maxBytes: MAX_UPLOAD_BYTES },
        status: 201,
        response: ImportSessionView,
        // Reading and validating happen before the writing transaction opens.
        prepare: async ({ file }) => prepareUpload(file!.buffer),
      },
      async ({ file, prepared }) => presentSession(await storeUpload(file!, prepared)),
    )
    .get('/admin/import/sessions/{id}', { summary: 'Import session (progress while it executes)', access: permission('import.view'), params: IdParams, response: ImportSessionView }, async ({ params }) =>
      presentSession(await findSession(params.id)),
    )
    .get(
      '/admin/import/sessions/{id}/lines',
      { summary: 'Lines of a session: findings (ERROR, WARNING) and each row’s action (INFO)', access: permission('import.view'), params: IdParams, query: LinesQuery, response: ImportLineList },
      async ({ params, query }) => {
        const { rows, count } = await listLines(params.id, query);
        return envelope(rows, count, query);
      },
    )
    .post(
      '/admin/import/sessions/{id}/simulate',
      { summary: 'Dry run: each row’s action against the current data; writes nothing', access: permission('import.execute'), params: IdParams, response: SimulationView, transaction: false },
      async ({ params }) => {
        const session = await findSession(params.id);
        return simulateSession(session.id, await sessionRows(session));
      },
    )
    .post(
      '/admin/import/sessions/{id}/execute',
      {
        summary: 'Execute a VALIDATED session: all sheets in dependency order, all or nothing',
        description: 'Refused with 409 INVALID_STATE unless VALIDATED (a second execute, even concurrent, is refused); 422 BUSINESS_RULE with `issues` when the workbook no longer validates against the current data. GET …/sessions/{id} shows EXECUTING and `progress` meanwhile.',
        access: permission('import.execute'),
        params: IdParams,
        response: ImportSessionView,
        prepare: async ({ params }) => sessionRows(await findSession(params.id)),
      },
      async ({ params, prepared }) => presentSession(await executeSession(params.id, prepared)),
    )
    .post(
      '/admin/import/sessions/{id}/rollback',
      {
        summary: 'Roll back an EXECUTED session in reverse order',
        description: 'Removes the records the session created and restores those it updated. 422 BUSINESS_RULE with `blockers` (sheet, row, entity, reason) when some were changed since or are now used by other records; nothing is undone then.',
        access: permission('import.rollback'),
        params: IdParams,
        response: ImportSessionView,
      },
      async ({ params }) => presentSession(await rollbackSession(params.id)),
    )
    .get(
      '/admin/import/sessions/{id}/report',
      { summary: 'Redirects (302) to a signed, time-limited link to the line-by-line report (.xlsx)', access: permission('import.view'), params: IdParams, transaction: true, status: 302 },
      async ({ params, res }) => {
        res.redirect(302, await reportLink(await findSession(params.id)));
      },
    );
}
