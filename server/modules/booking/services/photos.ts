import { Problem, notFound, validationFailed } from '../../../platform/http/problem';
import type { Resource } from '../models/resource';
import { findResource } from './resources-lookup';
import type { BookingDeps } from './module-deps';
import { IMAGE_KINDS, sniffFile } from '../../../platform/files/sniff';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

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
  const contentType = (await sniffFile(content, IMAGE_KINDS))?.type;
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
