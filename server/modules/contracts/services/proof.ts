import { validationFailed } from '../../../platform/http/problem';
import type { StoredDocument } from '../../../platform/services';
import { appServices } from '../../../platform/modules';

/** What a signed proof may be, recognised by its first bytes (the declared type is not trusted). */
const KINDS = [
  { type: 'application/pdf', ext: 'pdf', magic: [0x25, 0x50, 0x44, 0x46] },
  { type: 'image/jpeg', ext: 'jpg', magic: [0xff, 0xd8, 0xff] },
  { type: 'image/png', ext: 'png', magic: [0x89, 0x50, 0x4e, 0x47] },
] as const;

export function proofKind(content: Buffer): (typeof KINDS)[number] | null {
  return KINDS.find((k) => k.magic.every((byte, i) => content[i] === byte)) ?? null;
}

/** Stores a signed proof (PDF, JPEG or PNG scan) as a tenant document; anything else is a field error. */
export async function storeSignedProof(file: Pick<Express.Multer.File, 'buffer'> | undefined, basename: string): Promise<StoredDocument> {
  if (!file || !file.buffer.length) throw validationFailed([{ path: 'file', message: 'The signed document is required' }]);
  const kind = proofKind(file.buffer);
  if (!kind) throw validationFailed([{ path: 'file', message: 'Expected a PDF, JPEG or PNG file' }], 'The signed proof must be a PDF, JPEG or PNG file');
  return appServices().documents.save({ filename: `${basename}.${kind.ext}`, contentType: kind.type, content: file.buffer, category: 'contract/signed' });
}
