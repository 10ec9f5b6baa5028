import { Problem, notFound, validationFailed } from '../../../platform/http/problem';
import type { Resource } from '../models/resource';
import { findResource } from './resources-lookup';
import type { BookingDeps } from './module-deps';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** The image type read from the file's first bytes (the declared type is not trusted). */
export function sniffImage(content: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (content.length >= 3 && content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff)
    return 'image/jpeg';
  if (
    content.length >= 8 &&
    content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (
    content.length >= 12 &&
    content.subarray(0, 4).toString('latin1') === 'RIFF' &&
    content.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

function documents(deps: Pick<BookingDeps, 'documents'>) {
  if (!deps.documents) throw new Problem('SERVICE_UNAVAILABLE', 'Document storage is not available');
  return deps.documents;
}

export async function savePhoto(
  resourceId: string,
  file: Express.Multer.File,
  deps: BookingDeps,
): Promise<void> {
  await storePhoto(await findResource(resourceId), file.buffer, deps);
}

/** Stores an image (checked by content) as the resource's photo; the upload and the demo seed use it. */
export async function storePhoto(
  resource: Resource,
  content: Buffer,
  deps: Pick<BookingDeps, 'documents'>,
): Promise<void> {
  const contentType = sniffImage(content);
  if (!contentType)
    throw validationFailed(
      [{ path: 'file', message: 'Expected a JPEG, PNG or WebP image' }],
      'The photo must be a JPEG, PNG or WebP image',
    );
  const extension = contentType.split('/')[1];
  const stored = await documents(deps).save({
    filename: `${resource.code}.${extension}`,
    contentType,
    content,
    category: 'booking-resource-photo',
  });
  const previous = resource.photoDocumentId;
  await resource.update({ photoDocumentId: stored.id });
  // The replaced photo's file goes once the change commits.
  if (previous) await documents(deps).delete(previous);
}

export async function readPhoto(
  resourceId: string,
  deps: BookingDeps,
): Promise<{ contentType: string; content: Buffer }> {
  const resource = await findResource(resourceId);
  if (!resource.photoDocumentId) throw notFound('Photo');
  const { document, content } = await documents(deps).read(resource.photoDocumentId);
  return { contentType: document.contentType, content };
}
