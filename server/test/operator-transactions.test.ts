import fs from 'node:fs';
import { openDatabase } from '../src/db/database';
import { takeWriteLockAtBegin } from '../src/cli/operator';
import { tempDir } from './support/test-server';

describe('operator CLI transactions', () => {
  const dir = tempDir('operator-tx');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Whether another connection can start writing while `cli` is inside a transaction. */
  const serverCanWriteDuring = (cli: ReturnType<typeof openDatabase>): boolean => {
    const server = openDatabase(dir);
    server.pragma('busy_timeout = 0');
    try {
      return cli.transaction(() => {
        try {
          server.prepare('BEGIN IMMEDIATE').run();
          server.prepare('ROLLBACK').run();
          return true;
        } catch {
          return false;
        }
      })();
    } finally {
      server.close();
    }
  };

  it('take the write lock at BEGIN, so a later write cannot fail on upgrade beside the server', () => {
    const plain = openDatabase(dir);
    // A default transaction holds no lock until it writes: the server could write in between.
    expect(serverCanWriteDuring(plain)).toBe(true);
    takeWriteLockAtBegin(plain);
    expect(serverCanWriteDuring(plain)).toBe(false);
    plain.close();
  });
});
