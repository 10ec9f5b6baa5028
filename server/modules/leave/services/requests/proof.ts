import { validationFailed } from '../../../../platform/http/problem';
import { appServices } from '../../../../platform/modules';
import { now } from '../../../../platform/tenancy/context';
import type { LeaveRequest } from '../../models';

export const PROOF_URL_TTL_SECONDS = 300;

/** What the first bytes of an accepted proof look like; the browser's content type is not trusted. */
const SIGNATURES: Array<{ type: string; test: (b: Buffer) => boolean }> = [
  { type: 'application/pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  { type: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/** The proof's content type, or a 400 on the `proof` field (empty, or not a PDF or an image). */
export function checkProof(file: { buffer: Buffer }): string {
  if (!file.buffer.length) throw validationFailed([{ path: 'proof', message: 'The file is empty' }]);
  const type = SIGNATURES.find((s) => s.test(file.buffer))?.type;
  if (!type) throw validationFailed([{ path: 'proof', message: 'Accepted proofs: PDF, JPEG, PNG, WEBP' }]);
  return type;
}

export async function storeProof(file: { originalname: string; buffer: Buffer }): Promise<Pick<LeaveRequest, 'proofDocumentId' | 'proofFilename' | 'proofContentType' | 'proofSize'>> {
  const stored = await appServices().documents.save({ filename: file.originalname, contentType: checkProof(file), content: file.buffer, category: 'leave-proof' });
  return { proofDocumentId: stored.id, proofFilename: stored.filename, proofContentType: stored.contentType, proofSize: stored.size };
}

/** A short-lived signed link to the proof. */
export function proofLink(request: LeaveRequest & { proofDocumentId: string }) {
  return {
    url: appServices().documents.signedUrl(request.proofDocumentId, PROOF_URL_TTL_SECONDS),
    expiresAt: new Date(now().getTime() + PROOF_URL_TTL_SECONDS * 1000).toISOString(),
    filename: request.proofFilename ?? 'justificatif',
    contentType: request.proofContentType ?? 'application/octet-stream',
  };
}
