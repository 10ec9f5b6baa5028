import { validationFailed } from '../../../platform/http/problem';
import type { StoredDocument } from '../../../platform/services';
import { appServices } from '../../../platform/modules';
import { sniffFile } from '../../../platform/files/sniff';

/** Stores a signed proof (PDF, JPEG or PNG scan) as a tenant document; anything else is a field error. */
export async function storeSignedProof(file: Pick<Express.Multer.File, 'buffer'> | undefined, basename: string): Promise<StoredDocument> {
  if (!file || !file.buffer.length) throw validationFailed([{ path: 'file', message: 'The signed document is required' }]);
  const kind = await sniffFile(file.buffer, ['pdf', 'jpeg', 'png']);
  if (!kind) throw validationFailed([{ path: 'file', message: 'Expected a PDF, JPEG or PNG file' }], 'The signed proof must be a PDF, JPEG or PNG file');
  return appServices().documents.save({ filename: `${basename}.${kind.extension}`, contentType: kind.type, content: file.buffer, category: 'contract/signed' });
}
