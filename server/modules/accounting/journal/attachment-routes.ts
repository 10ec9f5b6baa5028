import { z } from 'zod';
import { ApiRouter } from '../../../platform/http/api-router';
import { businessRule, notFound, Problem, validationFailed } from '../../../platform/http/problem';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { appServices } from '../../../platform/modules';
import { SCAN_KINDS, sniffFile } from '../../../platform/files/sniff';
import { now } from '../../../platform/tenancy/context';
import { EntryAttachment, JournalEntry } from '../models';
import { currentUserId } from '../runtime';
import { EntryAttachmentView } from '../../../../shared/views/accounting';
import { presentAttachment } from './presenter';

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
const LINK_TTL_SECONDS = 300;

async function findEntry(id: string): Promise<JournalEntry> {
  const entry = await JournalEntry.findByPk(id, { attributes: ['id', 'status'] });
  if (!entry) throw notFound('Journal entry', id);
  return entry;
}

async function findAttachment(entryId: string, attachmentId: string): Promise<EntryAttachment> {
  const attachment = await EntryAttachment.findOne({ where: { id: attachmentId, entryId } });
  if (!attachment) throw notFound('Attachment', attachmentId);
  return attachment;
}

const AttachmentParams = z.object({ id: z.uuid(), attachmentId: z.uuid() });
const LinkBody = z.object({ documentId: z.uuid().meta({ description: 'A document already in the tenant\'s store (an expense receipt…)' }) });

/** Receipts and other files kept with an entry, in the document store. */
export function attachmentRoutes(): ApiRouter {
  return new ApiRouter('Accounting — journal')
    .post(
      '/accounting/journal/{id}/attachments',
      {
        summary: 'Attach a file to an entry (beyond the specification)',
        description: 'Multipart field `file`: PDF, JPEG, PNG or WEBP (checked by content), 10 MB at most. Drafts and posted entries alike (a receipt may come later).',
        access: permission('accounting.write'),
        params: IdParams,
        upload: { field: 'file', maxBytes: ATTACHMENT_MAX_BYTES },
        status: 201,
        response: EntryAttachmentView,
      },
      async ({ params, file }) => {
        const entry = await findEntry(params.id);
        const content = file?.buffer ?? Buffer.alloc(0);
        if (!content.length) throw validationFailed([{ path: 'file', message: 'The file is empty' }]);
        const contentType = (await sniffFile(content, SCAN_KINDS))?.type;
        if (!contentType) throw validationFailed([{ path: 'file', message: 'Accepted attachments: PDF, JPEG, PNG, WEBP' }]);
        const stored = await appServices().documents.save({ filename: file?.originalname ?? 'piece', contentType, content, category: 'journal-attachment' });
        return presentAttachment(
          await EntryAttachment.create({ entryId: entry.id, documentId: stored.id, filename: stored.filename, contentType: stored.contentType, size: stored.size, uploadedBy: currentUserId() }),
        );
      },
    )
    .post(
      '/accounting/journal/{id}/attachments/link',
      {
        summary: 'Attach a stored document to an entry',
        description: 'The document must belong to the tenant (404 otherwise).',
        access: permission('accounting.write'),
        params: IdParams,
        body: LinkBody,
        status: 201,
        response: EntryAttachmentView,
      },
      async ({ params, body }) => {
        const entry = await findEntry(params.id);
        const { document } = await appServices().documents.read(body.documentId);
        if (await EntryAttachment.findOne({ where: { entryId: entry.id, documentId: document.id }, attributes: ['id'] })) {
          throw businessRule('This document is already attached to the entry');
        }
        return presentAttachment(
          await EntryAttachment.create({ entryId: entry.id, documentId: document.id, filename: document.filename, contentType: document.contentType, size: document.size, uploadedBy: currentUserId() }),
        );
      },
    )
    .get(
      '/accounting/journal/{id}/attachments/{attachmentId}',
      {
        summary: 'A short-lived signed link to an attachment',
        access: permission('accounting.read'),
        params: AttachmentParams,
        response: z.object({ url: z.string(), expiresAt: z.string(), filename: z.string(), contentType: z.string() }),
      },
      async ({ params }) => {
        const attachment = await findAttachment(params.id, params.attachmentId);
        return {
          url: appServices().documents.signedUrl(attachment.documentId, LINK_TTL_SECONDS),
          expiresAt: new Date(now().getTime() + LINK_TTL_SECONDS * 1000).toISOString(),
          filename: attachment.filename,
          contentType: attachment.contentType,
        };
      },
    )
    .delete(
      '/accounting/journal/{id}/attachments/{attachmentId}',
      {
        summary: 'Remove an attachment from a draft',
        description: 'The attachments of a posted entry are part of its evidence: 409 INVALID_STATE.',
        access: permission('accounting.write'),
        params: AttachmentParams,
        status: 204,
      },
      async ({ params }) => {
        const entry = await findEntry(params.id);
        if (entry.status !== 'DRAFT') throw new Problem('INVALID_STATE', 'The attachments of a posted entry stay with it', { currentStatus: entry.status });
        await (await findAttachment(entry.id, params.attachmentId)).destroy();
        return undefined;
      },
    );
}
