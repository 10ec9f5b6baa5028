import { validationFailed } from '../../../platform/http/problem';
import { now } from '../../../platform/tenancy/context';
import type { ExpenseClaim } from '../models/expense-claim';
import { appServices } from '../../../platform/modules';
import { SCAN_KINDS, sniffFile } from '../../../platform/files/sniff';

export const RECEIPT_URL_TTL_SECONDS = 300;

export interface StoredReceipt {
  receiptDocumentId: string;
  receiptFilename: string;
  receiptContentType: string;
  receiptSize: number;
}

/** Checks and stores a receipt (PDF, JPEG, PNG or WEBP) in the tenant's document store. */
export async function storeReceipt(file: { originalname: string; buffer: Buffer }): Promise<StoredReceipt> {
  if (!file.buffer.length) throw validationFailed([{ path: 'receipt', message: 'The file is empty' }]);
  const contentType = (await sniffFile(file.buffer, SCAN_KINDS))?.type;
  if (!contentType)
    throw validationFailed([{ path: 'receipt', message: 'Accepted receipts: PDF, JPEG, PNG, WEBP' }]);
  const stored = await appServices().documents.save({
    filename: file.originalname,
    contentType,
    content: file.buffer,
    category: 'expense-receipt',
  });
  return {
    receiptDocumentId: stored.id,
    receiptFilename: stored.filename,
    receiptContentType: stored.contentType,
    receiptSize: stored.size,
  };
}

/** A short-lived signed link to the receipt's file. */
export function receiptDownload(claim: ExpenseClaim & { receiptDocumentId: string }) {
  const url = appServices().documents.signedUrl(claim.receiptDocumentId, RECEIPT_URL_TTL_SECONDS);
  const expiresAt = new Date(now().getTime() + RECEIPT_URL_TTL_SECONDS * 1000).toISOString();
  return {
    url,
    expiresAt,
    filename: claim.receiptFilename ?? 'receipt',
    contentType: claim.receiptContentType ?? 'application/octet-stream',
  };
}
