// A deterministic synthetic market for the order-book UI bench: a book of 40 levels a side that
// evolves the way a live one does (each depth diff changes one to three levels; now and then a
// trade takes the best level and the price moves a tick), and trades at the touch. Pushes use
// the product's wire format (MARKET_DEPTH with the whole top 20, GLOBAL_TX) and carry `sent_at`,
// the server's wall-clock stamp, so the page can measure push-to-screen.

import { seededRandom } from '../lib/browser-harness.mjs';

const LEVELS = 40;
const TOP = 20;
const TICK = 0.01;

/** Amounts in lots of 0.000001 (integers), prices in ticks: no float drift in the stream. */
export const createMarketStream = (symbol, seed = 7) => {
  const rnd = seededRandom(seed);
  const lots = () => 1_000 + Math.floor(rnd() * 2_000_000);
  const mid = 9_700_000; // 97 000.00 in ticks
  // Best first: bids descend from mid - 1, asks ascend from mid + 1.
  let bids = Array.from({ length: LEVELS }, (_, i) => ({ price: mid - 1 - i, lots: lots() }));
  let asks = Array.from({ length: LEVELS }, (_, i) => ({ price: mid + 1 + i, lots: lots() }));
  let seq = 0;
  let tradeId = 0;

  const rows = (side) => {
    let sum = 0;
    return side.slice(0, TOP).map((level, index) => {
      sum += level.lots;
      const amount = (level.lots / 1e6).toFixed(6);
      return {
        index,
        price: (level.price * TICK).toFixed(2),
        number: amount,
        amount,
        sum: (sum / 1e6).toFixed(6),
      };
    });
  };

  const refill = () => {
    while (bids.length < LEVELS)
      bids.push({ price: bids[bids.length - 1].price - 1, lots: lots() });
    while (asks.length < LEVELS)
      asks.push({ price: asks[asks.length - 1].price + 1, lots: lots() });
  };

  /** One diff: 1–3 levels change size; one diff in 20 the best level of a side is taken. */
  const step = () => {
    if (rnd() < 0.05) {
      // A seller takes the best bid and rests the rest there (or a buyer the best ask).
      if (rnd() < 0.5) asks.unshift({ price: bids.shift().price, lots: lots() });
      else bids.unshift({ price: asks.shift().price, lots: lots() });
      bids = bids.slice(0, LEVELS);
      asks = asks.slice(0, LEVELS);
      refill();
      return;
    }
    const changes = 1 + Math.floor(rnd() * 3);
    for (let i = 0; i < changes; i++) {
      const side = rnd() < 0.5 ? bids : asks;
      // Activity clusters near the touch, as on a real book.
      const index = Math.min(LEVELS - 1, Math.floor(rnd() * rnd() * LEVELS));
      side[index].lots = lots();
    }
  };

  return {
    depthPush() {
      step();
      seq += 1;
      return {
        type: 'MARKET_DEPTH',
        topic: `MARKET_DEPTH.${symbol}`,
        seq,
        // The server run `seq` counts in (docs/decisions.md); the page's starting snapshot names the
        // same one. Without it every push reads as a server restart and sends the book back to
        // that empty snapshot (which is what the feed variant measured before 2026-11-26).
        epoch: 'bench',
        currency_match_id: 1,
        symbol,
        depth: { in: rows(bids), out: rows(asks) },
        sent_at: performance.timeOrigin + performance.now(),
      };
    },
    tradePush() {
      tradeId += 1;
      const buy = rnd() < 0.5;
      const price = ((buy ? asks[0].price : bids[0].price) * TICK).toFixed(2);
      const amount = ((1 + Math.floor(rnd() * 50_000)) / 1e6).toFixed(6);
      const timestamp = Date.now();
      return {
        type: 'GLOBAL_TX',
        topic: `GLOBAL_TX.${symbol}`,
        seq: tradeId,
        currency_match_id: 1,
        symbol,
        completes: [
          {
            id: tradeId,
            timestamp,
            time: new Date(timestamp).toISOString().slice(11, 19),
            price,
            number: amount,
            amount,
            way: buy ? 2 : 1,
          },
        ],
        sent_at: performance.timeOrigin + performance.now(),
      };
    },
  };
};
