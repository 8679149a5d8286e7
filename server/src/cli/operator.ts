import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { openDatabase, DATABASE_FILE } from '../db/database';
import { runMigrations } from '../db/migrate';
import { optionsFromEnv, resolveOptions } from '../options';
import { createIdentityStore } from '../personal/identity';
import { ASSETS_COMMANDS, ASSETS_USAGE, runAssetsCommand } from './assets-commands';
import { LEVER_USAGE, runLeverCommand } from './lever-commands';
import { P2P_COMMANDS, P2P_USAGE, runP2PCommand } from './p2p-commands';
import { IEO_COMMANDS, IEO_USAGE, runIEOCommand } from './ieo-commands';
import { PAYIN_COMMANDS, PAYIN_USAGE, runPayInCommand } from './payin-commands';
import { SECOND_USAGE, runSecondVerify } from './second-commands';
import { UPLOAD_USAGE, runUploadExport } from './upload-commands';

/**
 * Operator commands against the server's database (DATA_DIR, as the server reads it). Safe
 * beside a running server: SQLite WAL allows this second connection, every change is one
 * transaction, and the server reads review_status from the database on each request.
 *
 *   pnpm operator identity list
 *   pnpm operator identity approve <uid>
 *   pnpm operator identity reject <uid> --reason "<text>"
 *   pnpm operator feedback list
 *   pnpm operator deposit|withdraw list|approve <id>|reject <id> [--reason "<text>"]
 *   pnpm operator lock interest [--date YYYY-MM-DD]
 *   pnpm operator second verify
 *   pnpm operator p2p merchants|appeals|orders|settings …
 *   pnpm operator ieo list|add …
 *   pnpm operator payin list|confirm|fail|settings …
 *   pnpm operator upload export <name> <out-file>
 */
const USAGE = [
  'usage: pnpm operator <command>',
  '  identity list                            pending identity requests with their image URLs',
  '  identity approve <uid>                   mark the user verified (review_status 2)',
  '  identity reject <uid> --reason "<text>"  reject with a reason (review_status 3)',
  '  feedback list                            submitted feedback, newest first',
  ...ASSETS_USAGE,
  ...SECOND_USAGE,
  ...LEVER_USAGE,
  ...P2P_USAGE,
  ...IEO_USAGE,
  ...PAYIN_USAGE,
  ...UPLOAD_USAGE,
  'DATA_DIR selects the data folder (default ./data), as for the server.',
].join('\n');

const REASON_MAX = 200;

class CommandError extends Error {}

type Output = { out: (line: string) => void };

function optionValue(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--'))
    throw new CommandError(`${name} needs a value`);
  return value;
}

/**
 * The CLI is a second process beside the running server. A default (deferred) transaction reads
 * first and upgrades to a write later, and that upgrade fails at once with "database is
 * locked" when the server wrote in between (seen in a browser test approving an identity while
 * the bots traded). Every transaction of the CLI therefore begins IMMEDIATE: it takes the write
 * lock at BEGIN, where the busy timeout waits for the server's commit.
 */
export function takeWriteLockAtBegin(db: Database): void {
  const transaction = db.transaction.bind(db);
  db.transaction = ((fn: (...args: never[]) => unknown) =>
    transaction(fn).immediate) as Database['transaction'];
}

function openExisting(dataDir: string): ReturnType<typeof openDatabase> {
  if (!fs.existsSync(path.join(dataDir, DATABASE_FILE))) {
    throw new CommandError(`no database in ${dataDir}: start the server once, or set DATA_DIR`);
  }
  const db = openDatabase(dataDir);
  takeWriteLockAtBegin(db);
  // Idempotent; an older data folder gets the tables these commands read.
  runMigrations(db);
  return db;
}

/** Runs one command; answers the exit code. */
export function runOperator(
  args: string[],
  env: NodeJS.ProcessEnv,
  io: Output & { err: (line: string) => void },
): number {
  try {
    const [area, action, ...rest] = args;
    if (area === undefined || area === 'help' || area === '--help') {
      io.out(USAGE);
      return area === undefined ? 1 : 0;
    }
    const known =
      (area === 'identity' && ['list', 'approve', 'reject'].includes(action ?? '')) ||
      (area === 'feedback' && action === 'list') ||
      (area === 'second' && action === 'verify') ||
      (area === 'upload' && action === 'export') ||
      (area === 'lever' && ['positions', 'settings'].includes(action ?? '')) ||
      (area === 'p2p' && P2P_COMMANDS.includes(action ?? '')) ||
      (area === 'ieo' && IEO_COMMANDS.includes(action ?? '')) ||
      (area === 'payin' && PAYIN_COMMANDS.includes(action ?? '')) ||
      (Object.hasOwn(ASSETS_COMMANDS, area) && ASSETS_COMMANDS[area].includes(action ?? ''));
    if (!known) throw new CommandError(`unknown command: ${args.join(' ')}\n${USAGE}`);
    const dataDir = resolveOptions(optionsFromEnv(env)).dataDir;
    const db = openExisting(dataDir);
    try {
      if (area === 'feedback') return feedbackList(db, io);
      if (area === 'second') return runSecondVerify(db, io);
      if (area === 'upload') return runUploadExport(db, dataDir, rest, io);
      if (area === 'lever') return runLeverCommand(db, action ?? '', rest, io);
      if (area === 'p2p') return runP2PCommand(db, args.slice(1), io);
      if (area === 'ieo') return runIEOCommand(db, args.slice(1), io);
      if (area === 'payin') return runPayInCommand(db, args.slice(1), io);
      if (Object.hasOwn(ASSETS_COMMANDS, area)) {
        const reason = optionValue(rest, '--reason')?.trim();
        if (reason !== undefined && reason.length > REASON_MAX)
          throw new CommandError(`the reason may have at most ${REASON_MAX} characters`);
        return runAssetsCommand(db, area, action ?? '', rest, reason, io, (message) => {
          throw new CommandError(message);
        });
      }
      const identity = createIdentityStore(db);
      if (action === 'list') {
        const pending = identity.pending();
        if (pending.length === 0) io.out('no pending identity requests');
        for (const row of pending) {
          io.out(
            [
              `uid ${row.uid}`,
              `account ${row.account}`,
              `name ${row.name}`,
              `card ${row.card_id}`,
              `submitted ${row.created_at}`,
              `front ${row.front_pic}`,
              `back ${row.reverse_pic}`,
              `hand ${row.hand_pic || '-'}`,
            ].join('  '),
          );
        }
        // The images are served to their owner only: this is how the operator sees them.
        if (pending.length > 0)
          io.out('see an image: pnpm operator upload export <URL> <out-file>');
        return 0;
      }
      const uid = rest[0];
      if (uid === undefined || uid.startsWith('--'))
        throw new CommandError(`identity ${action} needs a uid`);
      const exists = db.prepare('SELECT 1 FROM users WHERE uid = ?').get(uid) !== undefined;
      if (!exists) throw new CommandError(`unknown uid: ${uid}`);
      if (action === 'approve') {
        if (!identity.decide(uid, 'approved'))
          throw new CommandError(`uid ${uid} has no pending request`);
        io.out(`uid ${uid}: identity approved`);
        return 0;
      }
      const reason = optionValue(rest, '--reason')?.trim();
      if (!reason) throw new CommandError('identity reject needs --reason "<text>"');
      if (reason.length > REASON_MAX)
        throw new CommandError(`the reason may have at most ${REASON_MAX} characters`);
      if (!identity.decide(uid, 'rejected', reason))
        throw new CommandError(`uid ${uid} has no pending request`);
      io.out(`uid ${uid}: identity rejected (${reason})`);
      return 0;
    } finally {
      db.close();
    }
  } catch (error) {
    if (error instanceof CommandError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

function feedbackList(db: ReturnType<typeof openDatabase>, io: Output): number {
  const rows = db
    .prepare(
      `SELECT f.id, u.uid, f.type, f.title, f.content, f.created_at
         FROM feedback f JOIN users u ON u.id = f.user_id ORDER BY f.id DESC LIMIT 200`,
    )
    .all() as Array<{
    id: number;
    uid: string;
    type: string;
    title: string;
    content: string;
    created_at: string;
  }>;
  if (rows.length === 0) io.out('no feedback');
  for (const row of rows) {
    io.out(`#${row.id}  ${row.created_at}  uid ${row.uid}  [${row.type}]  ${row.title}`);
    io.out(`    ${row.content.replace(/\s+/g, ' ')}`);
  }
  return 0;
}

// Run only as the entry point (tests import runOperator).
if (require.main === module) {
  process.exitCode = runOperator(process.argv.slice(2), process.env, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
}
