import { validationFailed } from '../../../../platform/http/problem';
import { appServices } from '../../../../platform/modules';
import { SCAN_KINDS, sniffFile } from '../../../../platform/files/sniff';
import { now } from '../../../../platform/tenancy/context';
import type { LeaveRequest } from '../../models';

export const PROOF_URL_TTL_SECONDS = 300;

/** The proof's content type, or a 400 on the `proof` field (empty, or not a PDF or an image by its content). */
export async function checkProof(file: { buffer: Buffer }): Promise<string> {
  if (!file.buffer.length) throw validationFailed([{ path: 'proof', message: 'The file is empty' }]);
  const sniffed = await sniffFile(file.buffer, SCAN_KINDS);
  if (!sniffed) throw validationFailed([{ path: 'proof', message: 'Accepted proofs: PDF, JPEG, PNG, WEBP' }]);
  return sniffed.type;
}

export async function storeProof(file: { originalname: string; buffer: Buffer }): Promise<Pick<LeaveRequest, 'proofDocumentId' | 'proofFilename' | 'proofContentType' | 'proofSize'>> {
  const stored = await appServices().documents.save({ filename: file.originalname, contentType: await checkProof(file), content: file.buffer, category: 'leave-proof' });
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
