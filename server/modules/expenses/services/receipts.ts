import { validationFailed } from '../../../platform/http/problem';
import { now } from '../../../platform/tenancy/context';
import type { ExpenseClaim } from '../models/expense-claim';
import { appServices } from '../../../platform/modules';

export const RECEIPT_URL_TTL_SECONDS = 300;

/** What the first bytes of an accepted receipt look like; the browser's claim is not trusted. */
const SIGNATURES: Array<{ type: string; test: (b: Buffer) => boolean }> = [
  { type: 'application/pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  {
    type: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export function receiptContentType(content: Buffer): string | null {
  return SIGNATURES.find((s) => s.test(content))?.type ?? null;
}

export interface StoredReceipt {
  receiptDocumentId: string;
  receiptFilename: string;
  receiptContentType: string;
  receiptSize: number;
}

/** Checks and stores a receipt (PDF, JPEG, PNG or WEBP) in the tenant's document store. */
export async function storeReceipt(file: { originalname: string; buffer: Buffer }): Promise<StoredReceipt> {
  if (!file.buffer.length) throw validationFailed([{ path: 'receipt', message: 'The file is empty' }]);
  const contentType = receiptContentType(file.buffer);
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
