import type { Database } from 'better-sqlite3';

/** Favourite pairs per user (the Match `added` flag). */
export type Favourites = {
  set(userId: number, pairId: number, added: boolean): void;
  of(userId: number): Set<number>;
};

export function createFavourites(db: Database, now: () => number = Date.now): Favourites {
  const add = db.prepare(
    'INSERT OR IGNORE INTO favourite_matches (user_id, currency_match_id, created_ms) VALUES (?, ?, ?)',
  );
  const remove = db.prepare(
    'DELETE FROM favourite_matches WHERE user_id = ? AND currency_match_id = ?',
  );
  const list = db.prepare('SELECT currency_match_id FROM favourite_matches WHERE user_id = ?');
  return {
    set(userId, pairId, added) {
      if (added) add.run(userId, pairId, now());
      else remove.run(userId, pairId);
    },
    of(userId) {
      return new Set(
        (list.all(userId) as Array<{ currency_match_id: number }>).map(
          (row) => row.currency_match_id,
        ),
      );
    },
  };
}
