import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { ApiRouter } from '../http/api-router';
import { PUBLIC } from '../http/requirements';
import { tokenLinkLimit } from '../http/rate-limit';
import { contentDisposition } from '../http/download';
import { notFound, Problem } from '../http/problem';
import { IdParams } from '../http/validate';
import type { FileDocumentStore } from './document-store';

const LinkQuery = z.object({
  expires: z.string().min(1).max(20),
  signature: z.string().min(1).max(200),
});

/** The one public way to a stored file: a link signed by the server, valid until it expires. */
export function documentRoutes(store: FileDocumentStore): ApiRouter {
  return new ApiRouter('documents').get(
    '/documents/{id}/download',
    {
      summary: 'Download a stored document through a signed link',
      description:
        'Links come from the endpoints that offer a document (`expires` in Unix seconds, `signature` an HMAC). ' +
        'A tampered or expired link answers 403 PERMISSION_DENIED; a document that no longer exists answers 404.',
      access: PUBLIC,
      rateLimit: tokenLinkLimit('documents.download', 120),
      params: IdParams,
      query: LinkQuery,
      produces: 'application/octet-stream',
    },
    async ({ params, query, res, ctx }) => {
      const check = store.checkLink(params.id, query.expires, query.signature, ctx.now());
      if (check === 'invalid') throw new Problem('PERMISSION_DENIED', 'This download link is not valid');
      if (check === 'expired')
        throw new Problem('PERMISSION_DENIED', 'This download link has expired', { expired: true });
      const found = await store.openForDownload(params.id);
      if (!found) throw notFound('Document', params.id);
      res.status(200);
      res.setHeader('Content-Type', found.document.contentType);
      res.setHeader('Content-Length', String(found.document.size));
      res.setHeader('Content-Disposition', contentDisposition(found.document.filename));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'");
      res.setHeader('Cache-Control', 'private, no-store');
      await pipeline(fs.createReadStream(found.file), res);
    },
  );
}
