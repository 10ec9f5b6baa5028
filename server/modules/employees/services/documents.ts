import { Op } from 'sequelize';
import { businessRule, validationFailed } from '../../../platform/http/problem';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { requireContext } from '../../../platform/tenancy/context';
import { documentKindOf, type DocumentKind } from '../../../../shared/employees';
import type { DocumentMetadataInput } from '../../../../shared/schemas/employees';
import { EmployeeDocument } from '../models/employee-document';
import { Employee } from '../models/employee';
import { notFound } from '../../../platform/http/problem';
import { appServices } from '../../../platform/modules';
import { isoDay } from './lookup';
import { SCAN_KINDS, sniffFile } from '../../../platform/files/sniff';

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const SIGNED_URL_TTL_SECONDS = 300;

/** What an employee document may be, read from its content: a PDF, a photo or a Word document. */
const DOCUMENT_KINDS = [...SCAN_KINDS, 'docx'] as const;

function assertDates(issueDate: string | null | undefined, expiryDate: string | null | undefined): void {
  if (issueDate && expiryDate && expiryDate < issueDate) {
    throw validationFailed([{ path: 'expiryDate', message: 'The expiry date is before the issue date' }]);
  }
}

export async function uploadDocument(
  employee: Employee,
  metadata: DocumentMetadataInput,
  file: { originalname: string; buffer: Buffer },
): Promise<EmployeeDocument> {
  if (!file.buffer.length) throw validationFailed([{ path: 'file', message: 'The file is empty' }]);
  const contentType = (await sniffFile(file.buffer, DOCUMENT_KINDS))?.type;
  if (!contentType) throw validationFailed([{ path: 'file', message: 'Accepted files: PDF, JPEG, PNG, WEBP, DOCX' }]);
  assertDates(metadata.issueDate, metadata.expiryDate);
  const stored = await appServices().documents.save({ filename: file.originalname, contentType, content: file.buffer, category: `employee/${metadata.category}` });
  return EmployeeDocument.create({
    employeeId: employee.id,
    kind: documentKindOf(metadata.category),
    category: metadata.category,
    title: metadata.title ?? file.originalname,
    documentNumber: metadata.documentNumber ?? null,
    issuingCountry: metadata.issuingCountry ?? null,
    issueDate: metadata.issueDate ?? null,
    expiryDate: metadata.expiryDate ?? null,
    storedDocumentId: stored.id,
    filename: stored.filename,
    contentType: stored.contentType,
    size: stored.size,
    uploadedBy: requireContext().userId,
  });
}

export async function findDocument(employeeId: string, documentId: string): Promise<EmployeeDocument> {
  const document = await EmployeeDocument.findOne({ where: { id: documentId, employeeId } });
  if (!document) throw notFound('Document', documentId);
  return document;
}

/** Removes the document and its stored file (the file once the request's transaction commits). */
export async function deleteDocument(document: EmployeeDocument): Promise<void> {
  await document.destroy();
  await appServices().documents.delete(document.storedDocumentId);
}

export async function updateDocument(document: EmployeeDocument, input: Partial<DocumentMetadataInput>): Promise<EmployeeDocument> {
  const issueDate = input.issueDate === undefined ? document.issueDate : input.issueDate;
  const expiryDate = input.expiryDate === undefined ? document.expiryDate : input.expiryDate;
  assertDates(issueDate, expiryDate);
  if (input.category !== undefined) {
    if (documentKindOf(input.category) !== document.kind) {
      throw businessRule('An identity document cannot become an HR document or the reverse; upload it again', {
        errors: [{ path: 'category', message: 'Category of another kind' }],
      });
    }
    document.category = input.category;
  }
  if (input.title !== undefined) document.title = input.title;
  if (input.documentNumber !== undefined) document.documentNumber = input.documentNumber;
  if (input.issuingCountry !== undefined) document.issuingCountry = input.issuingCountry;
  if (input.issueDate !== undefined) document.issueDate = input.issueDate;
  if (input.expiryDate !== undefined && input.expiryDate !== document.expiryDate) {
    document.expiryDate = input.expiryDate;
    // A new expiry date deserves its own notice.
    document.expiryNotifiedAt = null;
  }
  await document.save();
  return document;
}

export async function listDocuments(employeeId: string, filters: { kind?: DocumentKind; category?: string }) {
  return EmployeeDocument.findAll({
    where: { employeeId, ...(filters.kind ? { kind: filters.kind } : {}), ...(filters.category ? { category: filters.category } : {}) },
    order: [
      ['kind', 'ASC'],
      ['category', 'ASC'],
      ['createdAt', 'DESC'],
    ],
  });
}

/** Documents of current employees whose expiry date falls within `days` days (or has passed, when asked). */
export async function listExpiringDocuments(query: PageQuery & { days: number; includeExpired: boolean; employeeId?: string }) {
  const today = isoDay(requireContext().now());
  const until = isoDay(new Date(Date.parse(`${today}T00:00:00Z`) + query.days * 86_400_000));
  const expiry = query.includeExpired ? { [Op.lte]: until } : { [Op.gte]: today, [Op.lte]: until };
  return EmployeeDocument.findAndCountAll({
    where: { expiryDate: expiry, ...(query.employeeId ? { employeeId: query.employeeId } : {}) },
    include: [{ model: Employee, as: 'employee', required: true, where: { status: { [Op.ne]: 'TERMINATED' } } }],
    ...pageOptions(query, [
      ['expiryDate', 'ASC'],
      ['id', 'ASC'],
    ]),
  });
}

export function daysUntil(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export function signedDownload(document: EmployeeDocument) {
  const url = appServices().documents.signedUrl(document.storedDocumentId, SIGNED_URL_TTL_SECONDS);
  const expiresAt = new Date(requireContext().now().getTime() + SIGNED_URL_TTL_SECONDS * 1000).toISOString();
  return { url, expiresAt, filename: document.filename, contentType: document.contentType };
}
