import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../src/db/database';
import { FALLBACK_AUTOCHECKPOINT_PAGES, startWalCheckpointer } from '../src/db/wal-checkpointer';
import { tempDir } from './support/test-server';

describe('WAL checkpoints off the event loop', () => {
  const dir = tempDir('checkpoint');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('leaves the commits to the WAL and copies them back from a worker thread', async () => {
    const db = openDatabase(dir);
    // An interval longer than the test: only the asked-for checkpoint runs.
    const checkpointer = startWalCheckpointer(db, 60_000);
    try {
      expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(FALLBACK_AUTOCHECKPOINT_PAGES);
      db.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, text TEXT)');
      const insert = db.prepare('INSERT INTO filler (text) VALUES (?)');
      // 1500 commits of a page each: SQLite's default would have checkpointed on its own.
      for (let i = 0; i < 1500; i++) insert.run('x'.repeat(3000));
      const wal = path.join(dir, 'exchange.sqlite-wal');
      expect(fs.statSync(wal).size).toBeGreaterThan(1000 * 4096);
      const frames = await checkpointer.checkpointNow();
      expect(frames).toBeGreaterThan(1000);
      // Everything is in the database file now: a fresh connection reads it after the WAL resets.
      insert.run('after');
      const reader = openDatabase(dir);
      expect(reader.prepare('SELECT COUNT(*) AS n FROM filler').get()).toEqual({ n: 1501 });
      reader.close();
    } finally {
      await checkpointer.stop();
      db.close();
    }
  });
});
