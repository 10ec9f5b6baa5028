import { z } from 'zod';
import { ApiRouter } from '../../../platform/http/api-router';
import { AUTHENTICATED, permission } from '../../../platform/http/requirements';
import { listOf, pageArray } from '../../../platform/http/list';
import { requireContext } from '../../../platform/tenancy/context';
import { DocumentMetadataSchema, DocumentParams, DocumentsQuery, EmployeeIdParams, ExpiringQuery, UpdateDocumentSchema } from '../schema';
import { DocumentView, personRefOf, presentDocument } from '../presenter';
import { assertDocumentRead, PERMISSIONS } from '../policy';
import { daysUntil, deleteDocument, findDocument, listDocuments, listExpiringDocuments, MAX_DOCUMENT_BYTES, signedDownload, updateDocument, uploadDocument } from '../services/documents';
import { findEmployee, isoDay } from '../services/lookup';

const ExpiringDocumentView = DocumentView.extend({
  daysLeft: z.number().int().describe('Negative once expired'),
  employee: z.object({ id: z.string(), fullName: z.string(), jobTitle: z.string().nullable() }).nullable(),
});

/** Identity and HR documents of an employee: files in the document store, metadata here. */
export function documentRoutes(): ApiRouter {
  const manage = permission(PERMISSIONS.documents, PERMISSIONS.admin);
  const readRule = 'The employee reads their own documents; HR reads all with employee.document.manage (or users.manage).';
  return new ApiRouter('Employee documents')
    .get(
      '/hr/documents/expiring',
      { summary: 'Documents expiring soon (default 30 days)', access: manage, query: ExpiringQuery, response: listOf(ExpiringDocumentView) },
      async ({ query }) => {
        const { rows, count } = await listExpiringDocuments(query);
        const today = isoDay(requireContext().now());
        return {
          items: rows.map((d) => ({ ...presentDocument(d), daysLeft: daysUntil(today, d.expiryDate as string), employee: personRefOf(d.employee) })),
          page: query.page,
          pageSize: query.pageSize,
          total: count,
        };
      },
    )
    .get(
      '/hr/employees/{employeeId}/documents',
      { summary: 'Documents of an employee', description: readRule, access: AUTHENTICATED, params: EmployeeIdParams, query: DocumentsQuery, response: listOf(DocumentView) },
      async ({ params, query, ctx }) => {
        const employee = await findEmployee(params.employeeId);
        assertDocumentRead(ctx, employee);
        return pageArray((await listDocuments(employee.id, query)).map(presentDocument), query);
      },
    )
    .post(
      '/hr/employees/{employeeId}/documents',
      {
        summary: 'Upload an identity or HR document',
        description: 'Multipart: `file` (PDF, JPEG, PNG, WEBP or DOCX, 10 MB at most) and the fields category, title, documentNumber, issuingCountry, issueDate, expiryDate.',
        access: manage,
        params: EmployeeIdParams,
        body: DocumentMetadataSchema,
        upload: { field: 'file', maxBytes: MAX_DOCUMENT_BYTES },
        status: 201,
        response: DocumentView,
      },
      async ({ params, body, file }) => presentDocument(await uploadDocument(await findEmployee(params.employeeId), body, file!)),
    )
    .put(
      '/hr/employees/{employeeId}/documents/{documentId}',
      { summary: 'Correct the details of a document', access: manage, params: DocumentParams, body: UpdateDocumentSchema, response: DocumentView },
      async ({ params, body }) => presentDocument(await updateDocument(await findDocument(params.employeeId, params.documentId), body)),
    )
    .get(
      '/hr/employees/{employeeId}/documents/{documentId}/download',
      {
        summary: 'A short-lived signed URL to download the file',
        description: readRule,
        access: AUTHENTICATED,
        params: DocumentParams,
        response: z.object({ url: z.string(), expiresAt: z.string(), filename: z.string(), contentType: z.string() }),
      },
      async ({ params, ctx }) => {
        const employee = await findEmployee(params.employeeId);
        assertDocumentRead(ctx, employee);
        return signedDownload(await findDocument(employee.id, params.documentId));
      },
    )
    .delete(
      '/hr/employees/{employeeId}/documents/{documentId}',
      { summary: 'Delete a document', access: manage, params: DocumentParams, status: 204 },
      async ({ params }) => {
        await deleteDocument(await findDocument(params.employeeId, params.documentId));
        return undefined;
      },
    );
}
