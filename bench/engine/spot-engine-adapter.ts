/**
 * SpotEngine + MemoryLedger: matching plus money (locks, settlement, fees, copies of every
 * order it returns), so it does more work than the bare books. Every account gets ample
 * balances so no order is refused. IOC is the engine's own time in force (the unfilled rest
 * cancelled and its lock released in the same call); move is cancel (releasing the lock) +
 * place with the same id at the new price.
 */
import { feeRateUnits, MemoryLedger, SpotEngine } from 'server/src/engine';
import { CANCEL, IOC, MOVE, PLACE, SIDES, type CommandStream } from './command-stream';
import type { EngineAdapter } from './engine-adapter';
import { ourBookState } from './our-book-state';

const PAIR = 1;
const QUOTE = 1;
const BASE = 2;

export function spotEngineAdapter(stream: CommandStream, accounts: number): EngineAdapter {
  const ledger = new MemoryLedger(
    new Map([
      [QUOTE, 8],
      [BASE, 8],
    ]),
  );
  for (let user = 1; user <= accounts; user++) {
    ledger.deposit(user, QUOTE, 10n ** 30n);
    ledger.deposit(user, BASE, 10n ** 30n);
  }
  // No self-trade prevention: the reference book and the peer have no notion of users.
  const engine = new SpotEngine(ledger, { selfTradePrevention: false });
  engine.loadPair({
    id: PAIR,
    baseCurrencyId: BASE,
    quoteCurrencyId: QUOTE,
    priceDecimals: 2,
    numberDecimals: 6,
    baseCurrencyDecimals: 8,
    quoteCurrencyDecimals: 8,
    buyFeeRate: feeRateUnits('0.001'),
    sellFeeRate: feeRateUnits('0.001'),
  });
  const { kind, id, side, user, ticks, lots } = stream;
  return {
    run(i: number): void {
      switch (kind[i]) {
        case PLACE:
        case IOC: {
          engine.place({
            id: id[i],
            userId: user[i],
            pairId: PAIR,
            side: SIDES[side[i]],
            price: ticks[i],
            quantity: lots[i],
            timeInForce: kind[i] === IOC ? 'IOC' : 'GTC',
          });
          break;
        }
        case CANCEL:
          engine.cancel(id[i]);
          break;
        case MOVE: {
          const old = engine.cancel(id[i]);
          if (old) {
            engine.place({
              id: old.id,
              userId: old.userId,
              pairId: PAIR,
              side: old.side,
              price: ticks[i],
              quantity: old.remaining,
            });
          }
          break;
        }
      }
    },
    state: () => ourBookState(engine.book(PAIR)),
  };
}
