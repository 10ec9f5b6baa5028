import type { CV_CONTENT_TYPES } from '../../../../shared/recruitment';
import { validationFailed } from '../../../platform/http/problem';
import { appServices } from '../../../platform/modules';
import type { CvFile } from './applications';

type CvType = (typeof CV_CONTENT_TYPES)[number];

/**
 * The type of a CV read from its bytes, never from its name or the browser's claim: a PDF starts
 * with `%PDF-`; a DOCX is a ZIP archive (local header `PK\x03\x04`) holding `word/document.xml`,
 * whose name ZIP stores uncompressed in the entry headers.
 */
export function cvContentType(content: Buffer): CvType | null {
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  const zip = content[0] === 0x50 && content[1] === 0x4b && content[2] === 0x03 && content[3] === 0x04;
  if (zip && content.includes('word/document.xml', 0, 'latin1')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  return null;
}

/** Checks an uploaded CV (400 on field `cv` unless PDF or DOCX by content) and stores it. */
export async function storeCv(file: { originalname: string; buffer: Buffer }): Promise<CvFile> {
  if (!file.buffer.length) throw validationFailed([{ path: 'cv', message: 'The file is empty' }]);
  const contentType = cvContentType(file.buffer);
  if (!contentType) throw validationFailed([{ path: 'cv', message: 'The CV must be a PDF or DOCX document' }]);
  const stored = await appServices().documents.save({ filename: file.originalname, contentType, content: file.buffer, category: 'recruitment/cv' });
  return { documentId: stored.id, filename: stored.filename, contentType, size: stored.size };
}
