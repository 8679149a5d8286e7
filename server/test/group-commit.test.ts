import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { GROUP_COMMIT_MAX, GroupCommit } from '../src/spot/group-commit';

/** A queued flush the test runs by hand, so "one turn of the event loop" is explicit. */
function manualTurns(): { schedule: (flush: () => void) => void; turn: () => void } {
  let pending: (() => void) | undefined;
  return {
    schedule: (flush) => {
      pending = flush;
    },
    turn: () => {
      const flush = pending;
      pending = undefined;
      flush?.();
    },
  };
}

function openDb(file: string): Database {
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.exec(`CREATE TABLE parents (id INTEGER PRIMARY KEY);
           CREATE TABLE rows (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE,
             parent_id INTEGER REFERENCES parents (id) DEFERRABLE INITIALLY DEFERRED);`);
  db.pragma('foreign_keys = ON');
  return db;
}

/**
 * The message a promise rejected with. (better-sqlite3 builds its errors in the realm that first
 * loaded it, so `rejects.toThrow` does not recognise them in a later jest test file.)
 */
const failure = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'resolved',
    (error: unknown) => String((error as { message?: unknown }).message),
  );

const names = (db: Database): string[] =>
  (db.prepare('SELECT name FROM rows ORDER BY id').all() as { name: string }[]).map((r) => r.name);

describe('GroupCommit', () => {
  let dir: string;
  let db: Database;
  let turns: ReturnType<typeof manualTurns>;
  let aborted: number;
  let group: GroupCommit;
  const insert =
    (name: string, parentId: number | null = null) =>
    () =>
      db.transaction(() => {
        db.prepare('INSERT INTO rows (name, parent_id) VALUES (?, ?)').run(name, parentId);
        return { name, inBatch: db.inTransaction };
      })();

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-'));
    db = openDb(path.join(dir, 'test.sqlite'));
    turns = manualTurns();
    aborted = 0;
    group = new GroupCommit(db, () => (aborted += 1), turns.schedule);
  });
  afterEach(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs the commands of one turn in one transaction and settles them after it, in order', async () => {
    const reader = new BetterSqlite3(db.name, { readonly: true });
    const seenByOthers: number[] = [];
    const settled: string[] = [];
    const all = ['a', 'b', 'c'].map((name) =>
      group
        .run(() => {
          // Another connection sees none of the batch until it commits as a whole.
          seenByOthers.push(
            (reader.prepare('SELECT COUNT(*) AS n FROM rows').get() as { n: number }).n,
          );
          return insert(name)();
        })
        .then((value) => {
          settled.push(value.name);
          // Settles after the commit: the transaction is over and every row is visible.
          expect(db.inTransaction).toBe(false);
          expect(names(db)).toEqual(['a', 'b', 'c']);
          return value;
        }),
    );
    expect(names(db)).toEqual([]); // nothing runs before the turn
    turns.turn();
    const values = await Promise.all(all);
    expect(settled).toEqual(['a', 'b', 'c']);
    expect(values.every((value) => value.inBatch)).toBe(true);
    expect(seenByOthers).toEqual([0, 0, 0]);
    reader.close();
  });

  it('rolls back and rejects only the command that threw; the others commit', async () => {
    const first = group.run(insert('a'));
    const duplicate = group.run(insert('a')); // UNIQUE violation inside its own savepoint
    const third = group.run(insert('c'));
    turns.turn();
    await expect(first).resolves.toMatchObject({ name: 'a' });
    expect(await failure(duplicate)).toMatch(/UNIQUE/);
    await expect(third).resolves.toMatchObject({ name: 'c' });
    expect(names(db)).toEqual(['a', 'c']);
    expect(aborted).toBe(0);
  });

  it('rejects every command and lets the owner rebuild when the commit itself fails', async () => {
    // A deferred foreign key is checked at COMMIT, after every savepoint was released.
    const good = group.run(insert('a'));
    const orphan = group.run(insert('b', 99));
    turns.turn();
    expect(await failure(good)).toMatch(/FOREIGN KEY/);
    expect(await failure(orphan)).toMatch(/FOREIGN KEY/);
    expect(names(db)).toEqual([]);
    expect(aborted).toBe(1);
  });

  it('runs a lone command in its own transaction, as the plain path would', async () => {
    const lone = group.run(insert('a'));
    turns.turn();
    await expect(lone).resolves.toEqual({ name: 'a', inBatch: true });
    const failing = group.run(insert('a'));
    turns.turn();
    expect(await failure(failing)).toMatch(/UNIQUE/);
    expect(names(db)).toEqual(['a']);
  });

  it(`commits at once when ${GROUP_COMMIT_MAX} commands are waiting`, async () => {
    const batch = Array.from({ length: GROUP_COMMIT_MAX }, (_, i) => group.run(insert(`n${i}`)));
    // No turn yet: the full batch flushed itself.
    expect(names(db)).toHaveLength(GROUP_COMMIT_MAX);
    await Promise.all(batch);
    const next = group.run(insert('next'));
    expect(names(db)).toHaveLength(GROUP_COMMIT_MAX);
    turns.turn();
    await next;
    expect(names(db)).toHaveLength(GROUP_COMMIT_MAX + 1);
  });

  it('refuses what is still queued when the database closed before its turn', async () => {
    const late = group.run(insert('late'));
    db.close();
    turns.turn();
    expect(await failure(late)).toMatch(/closed/);
    db = new BetterSqlite3(':memory:'); // for afterEach
  });

  it('uses the next event-loop turn by default', async () => {
    const own = new GroupCommit(db, () => undefined);
    const placed = own.run(insert('x'));
    expect(names(db)).toEqual([]);
    await expect(placed).resolves.toMatchObject({ name: 'x' });
  });
});
