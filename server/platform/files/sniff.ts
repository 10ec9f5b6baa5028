import { fileTypeFromBuffer } from 'file-type';

/** The file types an upload may be, each as its content type and usual extension. */
export const FILE_KINDS = {
  pdf: { type: 'application/pdf', extension: 'pdf' },
  jpeg: { type: 'image/jpeg', extension: 'jpg' },
  png: { type: 'image/png', extension: 'png' },
  webp: { type: 'image/webp', extension: 'webp' },
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
} as const;

export type FileKind = keyof typeof FILE_KINDS;
export type SniffedType = (typeof FILE_KINDS)[FileKind]['type'];

/** Photos. */
export const IMAGE_KINDS = ['jpeg', 'png', 'webp'] as const satisfies readonly FileKind[];
/** Proofs, receipts and scans: a PDF or a photo of the paper. */
export const SCAN_KINDS = ['pdf', ...IMAGE_KINDS] as const satisfies readonly FileKind[];

export interface SniffedFile {
  kind: FileKind;
  type: SniffedType;
  extension: string;
}

/** What file-type answers, as one of our kinds (an Illustrator file is a PDF; an animated PNG a PNG). */
const KIND_OF_EXTENSION: Record<string, FileKind> = { pdf: 'pdf', ai: 'pdf', jpg: 'jpeg', png: 'png', apng: 'png', webp: 'webp', docx: 'docx' };

/**
 * The type of an uploaded file read from its bytes (file-type's signatures; a DOCX is told from
 * any other ZIP by its `[Content_Types].xml`), never from its name or the browser's claim. Null
 * when it is none of `accepted`, or cannot be read at all.
 */
export async function sniffFile(content: Uint8Array, accepted: readonly FileKind[]): Promise<SniffedFile | null> {
  if (!content.length) return null;
  let detected: { ext: string } | undefined;
  try {
    detected = await fileTypeFromBuffer(content);
  } catch {
    // A truncated or malformed container (a broken ZIP…) is no file of an accepted type.
    return null;
  }
  const kind = detected ? KIND_OF_EXTENSION[detected.ext] : undefined;
  if (!kind || !accepted.includes(kind)) return null;
  return { kind, ...FILE_KINDS[kind] };
}

