import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { afterRollback, ambientTransaction } from '../db/transaction';
import { notFound } from '../http/problem';
import { asSystem, currentContext, now } from '../tenancy/context';
import type { DocumentStore, StoredDocument } from '../services';
import { safeExtension, sanitizeCategory, sanitizeContentType, sanitizeFilename } from './names';
import { checkDownloadLink, DEFAULT_LINK_TTL_SECONDS, signedDownloadUrl, type LinkCheck } from './signed-url';
import { StoredDocumentRecord } from './stored-document';
import { registerDocumentRoot, resolveStorageKey } from './sweep';
import type { Sequelize } from 'sequelize';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FileDocumentStoreOptions {
  /** DATA_DIR/documents */
  rootDir: string;
  /** Signs download links. */
  secret: Buffer;
  /** The database of the records: files of records destroyed in it are swept after commit. */
  sequelize?: Sequelize;
}

/**
 * Files on disk under `<root>/<tenant id | platform>/<category>/<document id>.<ext>`, described by
 * a stored_documents row. Saved in a tenant's context, a document belongs to that tenant and only
 * its users find it; saved outside any tenant (operator space, platform jobs) it is a platform
 * document that tenants never see. Paths are built from ids only, never from names given by
 * callers. The file written by a save is removed again when the transaction rolls back.
 */
export class FileDocumentStore implements DocumentStore {
  readonly root: string;

  constructor(private readonly options: FileDocumentStoreOptions) {
    this.root = path.resolve(options.rootDir);
    if (options.sequelize) registerDocumentRoot(options.sequelize, this.root);
  }

  async save(input: {
    filename: string;
    contentType: string;
    content: Buffer;
    category?: string;
  }): Promise<StoredDocument> {
    const tenantId = currentContext()?.tenantId ?? null;
    if (tenantId !== null && !UUID.test(tenantId)) throw new Error('The context tenant is not a valid id');
    const id = randomUUID();
    const category = sanitizeCategory(input.category);
    const filename = sanitizeFilename(input.filename);
    const ext = safeExtension(filename);
    const storageKey = [tenantId ?? 'platform', ...category.split('/'), ext ? `${id}.${ext}` : id].join('/');
    const file = this.resolve(storageKey);
    const content = Buffer.from(input.content);

    await fs.mkdir(path.dirname(file), { recursive: true });
    const draft = `${file}.part`;
    await fs.writeFile(draft, content, { flag: 'wx' });
    await fs.rename(draft, file);
    afterRollback(() => fs.rm(file, { force: true }));

    const values = {
      id,
      category,
      filename,
      contentType: sanitizeContentType(input.contentType),
      size: content.length,
      sha256: sha256(content),
      storageKey,
    };
    try {
      const transaction = ambientTransaction();
      const record = tenantId
        ? await StoredDocumentRecord.create(values)
        : await asSystem(() => StoredDocumentRecord.create({ ...values, tenantId: null }, { transaction }));
      return present(record);
    } catch (err) {
      await fs.rm(file, { force: true });
      throw err;
    }
  }

  async read(id: string): Promise<{ document: StoredDocument; content: Buffer }> {
    const record = await this.find(id);
    if (!record) throw notFound('Document', id);
    const content = await fs.readFile(this.resolve(record.storageKey));
    if (sha256(content) !== record.sha256)
      throw new Error(`Stored document ${id} does not match its checksum`);
    return { document: present(record), content };
  }

  /**
   * Destroys a document's record; its file goes once the transaction commits (it stays if the
   * transaction rolls back). False when there is no such document for the caller.
   */
  async delete(id: string): Promise<boolean> {
    const record = await this.find(id);
    if (!record) return false;
    if (record.tenantId) await record.destroy();
    else await asSystem(() => record.destroy({ transaction: ambientTransaction() }));
    return true;
  }

  signedUrl(id: string, ttlSeconds: number = DEFAULT_LINK_TTL_SECONDS): string {
    return signedDownloadUrl(this.options.secret, id, now(), ttlSeconds);
  }

  checkLink(id: string, expires: string, signature: string, at: Date): LinkCheck {
    return checkDownloadLink(this.options.secret, id, expires, signature, at);
  }

  /** For the signed download route only: the link is the authority, whatever the tenant. */
  async openForDownload(id: string): Promise<{ document: StoredDocument; file: string } | null> {
    if (!UUID.test(id)) return null;
    const record = await asSystem(() => StoredDocumentRecord.findByPk(id));
    if (!record) return null;
    let file: string;
    try {
      file = this.resolve(record.storageKey);
    } catch {
      return null;
    }
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    return { document: present(record), file };
  }

  private find(id: string): Promise<StoredDocumentRecord | null> {
    if (!UUID.test(id)) return Promise.resolve(null);
    if (currentContext()?.tenantId) return StoredDocumentRecord.findByPk(id);
    const transaction = ambientTransaction();
    return asSystem(() => StoredDocumentRecord.findOne({ where: { id, tenantId: null }, transaction }));
  }

  /** The absolute path of a storage key, refusing anything that would leave the document root. */
  resolve(storageKey: string): string {
    return resolveStorageKey(this.root, storageKey);
  }
}

function sha256(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

function present(record: StoredDocumentRecord): StoredDocument {
  return {
    id: record.id,
    filename: record.filename,
    contentType: record.contentType,
    size: Number(record.size),
    sha256: record.sha256,
  };
}
