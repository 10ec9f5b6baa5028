import { validationFailed } from '../../../platform/http/problem';
import { appServices } from '../../../platform/modules';
import { sniffFile } from '../../../platform/files/sniff';
import type { CvFile } from './applications';

/** Checks an uploaded CV (400 on field `cv` unless PDF or DOCX by content, whatever its name) and stores it. */
export async function storeCv(file: { originalname: string; buffer: Buffer }): Promise<CvFile> {
  if (!file.buffer.length) throw validationFailed([{ path: 'cv', message: 'The file is empty' }]);
  const sniffed = await sniffFile(file.buffer, ['pdf', 'docx']);
  if (!sniffed) throw validationFailed([{ path: 'cv', message: 'The CV must be a PDF or DOCX document' }]);
  const contentType = sniffed.type;
  const stored = await appServices().documents.save({ filename: file.originalname, contentType, content: file.buffer, category: 'recruitment/cv' });
  return { documentId: stored.id, filename: stored.filename, contentType, size: stored.size };
}
