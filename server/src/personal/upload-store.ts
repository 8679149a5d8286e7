import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { UPLOAD_HOURLY_LIMIT } from './constants';
import { ApiError } from '../http/api-error';
import { EXTENSION_OF, type ImageMime } from './image-strip';

/** URL prefix of stored uploads (served by upload-routes.ts). */
export const UPLOADS_URL_PREFIX = '/uploads/';
/** 128 random bits in hex plus the extension of the sniffed type. */
const NAME_SHAPE = /^[0-9a-f]{32}\.(png|jpg|webp)$/;
const HOUR_MS = 60 * 60 * 1000;

export type UploadRow = { name: string; user_id: number; mime: ImageMime; size: number };

export type UploadStore = {
  readonly dir: string;
  /** Writes the (already stripped) image under a fresh random name; answers its URL. */
  save(userId: number, mime: ImageMime, bytes: Buffer): Promise<string>;
  /** Refuses (code 0) when the user has reached the hourly upload quota. */
  assertQuota(userId: number): void;
  byName(name: string): UploadRow | undefined;
  /** True when `url` is exactly `/uploads/<name>` of an upload this user made. */
  ownedBy(userId: number, url: string): boolean;
};

export function isUploadName(name: string): boolean {
  return NAME_SHAPE.test(name);
}

export function createUploadStore(db: Database, dataDir: string): UploadStore {
  const dir = path.join(dataDir, 'uploads');
  const insert = db.prepare(
    'INSERT INTO uploads (name, user_id, mime, size, created_ms) VALUES (?, ?, ?, ?, ?)',
  );
  const find = db.prepare('SELECT name, user_id, mime, size FROM uploads WHERE name = ?');
  const recent = db.prepare(
    'SELECT COUNT(*) AS n FROM uploads WHERE user_id = ? AND created_ms > ?',
  );

  const byName = (name: string): UploadRow | undefined =>
    isUploadName(name) ? (find.get(name) as UploadRow | undefined) : undefined;

  return {
    dir,
    async save(userId, mime, bytes) {
      const name = `${randomBytes(16).toString('hex')}.${EXTENSION_OF[mime]}`;
      await fs.promises.mkdir(dir, { recursive: true });
      // 'wx': never overwrite; a clash of 128 random bits would be a bug worth failing on.
      await fs.promises.writeFile(path.join(dir, name), bytes, { flag: 'wx' });
      insert.run(name, userId, mime, bytes.length, Date.now());
      return `${UPLOADS_URL_PREFIX}${name}`;
    },
    assertQuota(userId) {
      const { n } = recent.get(userId, Date.now() - HOUR_MS) as { n: number };
      if (n >= UPLOAD_HOURLY_LIMIT) throw new ApiError('uploadRateLimited');
    },
    byName,
    ownedBy(userId, url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return false;
      const row = byName(url.slice(UPLOADS_URL_PREFIX.length));
      return row !== undefined && row.user_id === userId;
    },
  };
}
