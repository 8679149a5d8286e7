import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { createUploadStore, isUploadName, UPLOADS_URL_PREFIX } from '../personal/upload-store';

/** Usage line of the upload command (operator.ts prints it with its own). */
export const UPLOAD_USAGE = [
  '  upload export <name> <out-file>          copy an uploaded image (name or /uploads/ URL) to a file',
];

type Io = { out: (line: string) => void; err: (line: string) => void };

/**
 * `upload export`: uploads are served to their owner only, so an operator who must look at an
 * identity document or a payment code copies it out here. Read only; the file is written for
 * the operator alone (mode 600) and never over an existing one.
 */
export function runUploadExport(db: Database, dataDir: string, rest: string[], io: Io): number {
  const [given, outFile] = rest;
  if (given === undefined || outFile === undefined || outFile.startsWith('--')) {
    io.err('upload export needs <name> <out-file>');
    return 1;
  }
  // `identity list` prints URLs: accept them as they are.
  const name = given.startsWith(UPLOADS_URL_PREFIX)
    ? given.slice(UPLOADS_URL_PREFIX.length)
    : given;
  const store = createUploadStore(db, dataDir);
  const row = isUploadName(name) ? store.byName(name) : undefined;
  if (!row) {
    io.err(`unknown upload: ${given}`);
    return 1;
  }
  const owner = db.prepare('SELECT uid FROM users WHERE id = ?').get(row.user_id) as
    { uid: string } | undefined;
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(path.join(store.dir, row.name));
  } catch {
    io.err(`upload ${row.name} is recorded but its file is missing in ${store.dir}`);
    return 1;
  }
  try {
    fs.writeFileSync(outFile, bytes, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    io.err(
      code === 'EEXIST'
        ? `${outFile} already exists: choose another file`
        : `cannot write ${outFile}: ${(error as Error).message}`,
    );
    return 1;
  }
  io.out(
    `upload ${row.name}: owner uid ${owner?.uid ?? '-'}  type ${row.mime}  size ${bytes.length} bytes  -> ${outFile}`,
  );
  return 0;
}
