import fc from 'fast-check';
import { LEVER_PAGE_SIZE as CONTRACT_PAGE_SIZE } from '@exchange/shared/contract/lever';
import {
  checkStops,
  feeOf,
  fillAt,
  fillPrice,
  hazardRate,
  liquidationPrice,
  marginOf,
  mustLiquidate,
  profitOf,
  quantityOf,
  settlement,
  stopHit,
  targetReached,
} from '../src/lever/lever-math';
import { LEVER_PAGE_SIZE } from '../src/lever/lever-routes';
import { Dec } from '../src/money/decimal';

const d = (value: string | number): Dec => new Dec(value);

describe('lever formulas (docs/decisions.md#lever), hand-worked', () => {
  it('adjusts the fill price by the point rate: up for a long, down for a short', () => {
    expect(fillPrice(d('100000'), 1, d('0.1')).toFixed()).toBe('100100');
    expect(fillPrice(d('100000'), 2, d('0.1')).toFixed()).toBe('99900');
    expect(fillPrice(d('3384.17'), 1, d('0')).toFixed()).toBe('3384.17');
  });

  it('computes quantity, margin and fee from the fill price', () => {
    const quantity = quantityOf(3, d('0.01'));
    expect(quantity.toFixed()).toBe('0.03');
    // 100100 x 0.03 = 3003; / 20 = 150.15; x 0.001 = 3.003
    expect(marginOf(d('100100'), quantity, 20, 8).toFixed()).toBe('150.15');
    expect(feeOf(d('100100'), quantity, d('0.001'), 8).toFixed()).toBe('3.003');
    // Rounded half-up at the quote currency's decimals: 1/3 of 1 at 8 decimals.
    expect(marginOf(d('1'), d('1'), 3, 8).toFixed()).toBe('0.33333333');
  });

  it('computes profit on the current price, reversed for a short', () => {
    expect(profitOf(1, d('100100'), d('101000'), d('0.01'), 8).toFixed()).toBe('9');
    expect(profitOf(2, d('99900'), d('101000'), d('0.01'), 8).toFixed()).toBe('-11');
    expect(profitOf(2, d('99900'), d('99000'), d('0.01'), 8).toFixed()).toBe('9');
  });

  it('computes the risk rate over margins, profits and the balance', () => {
    // (898.899 + 100.1 - 1) / 100.1 x 100 = 997.002997...
    const rate = hazardRate(d('898.899'), [{ margin: d('100.1'), profit: d('-1') }]);
    expect(rate?.toFixed(2)).toBe('997.00');
    // Two positions: (0 + 10 + 20 - 15 + 0) / 30 x 100 = 50 -> at the threshold.
    const two = hazardRate(d('0'), [
      { margin: d('10'), profit: d('-15') },
      { margin: d('20'), profit: d('0') },
    ]);
    expect(two?.toFixed()).toBe('50');
    expect(mustLiquidate(two, d('50'))).toBe(true);
    expect(mustLiquidate(d('50.01'), d('50'))).toBe(false);
    expect(hazardRate(d('100'), [])).toBeNull();
    expect(mustLiquidate(null, d('50'))).toBe(false);
  });

  it('estimates the liquidation price of one position', () => {
    // Long 0.01 at 100100, margin 100.1, balance 898.899, threshold 50 %:
    // loss allowed = 898.899 + 100.1 - 50.05 = 948.949 -> 100100 - 94894.9 = 5205.1
    const long = liquidationPrice({
      type: 1,
      open: d('100100'),
      quantity: d('0.01'),
      balance: d('898.899'),
      margins: d('100.1'),
      otherProfits: d('0'),
      thresholdPercent: d('50'),
      priceDecimals: 2,
    });
    expect(long?.toFixed()).toBe('5205.1');
    // Short 0.01 at 99900, margin 9.99 (100x), nothing else: rises by 4.995 / 0.01 = 499.5.
    const short = liquidationPrice({
      type: 2,
      open: d('99900'),
      quantity: d('0.01'),
      balance: d('0'),
      margins: d('9.99'),
      otherProfits: d('0'),
      thresholdPercent: d('50'),
      priceDecimals: 2,
    });
    expect(short?.toFixed()).toBe('100399.5');
    // A long whose account can lose everything is never liquidated by price.
    const safe = liquidationPrice({
      type: 1,
      open: d('100'),
      quantity: d('1'),
      balance: d('1000'),
      margins: d('10'),
      otherProfits: d('0'),
      thresholdPercent: d('50'),
      priceDecimals: 2,
    });
    expect(safe).toBeNull();
  });

  it('the estimate is where the risk rate meets the threshold (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 200_000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.constantFrom(5, 10, 20, 50, 100),
        fc.constantFrom<1 | 2>(1, 2),
        (openCents, balanceUnits, multiple, type) => {
          const open = d(openCents).div(100);
          const quantity = d('0.5');
          const margin = marginOf(open, quantity, multiple, 8);
          const balance = d(balanceUnits).div(10);
          const price = liquidationPrice({
            type,
            open,
            quantity,
            balance,
            margins: margin,
            otherProfits: d(0),
            thresholdPercent: d(50),
            priceDecimals: 2,
          });
          if (!price) return;
          const at = hazardRate(balance, [
            { margin, profit: profitOf(type, open, price, quantity, 8) },
          ]);
          // Rounded one tick past the exact point: at the estimate the position is liquidated.
          expect(mustLiquidate(at, d(50))).toBe(true);
        },
      ),
    );
  });

  it("refuses a long's TP below its open price and a long's SL above it (mirrored for a short)", () => {
    expect(checkStops(1, d('100'), d('100'), d('99'), d('0'))).toBe('take_profit');
    expect(checkStops(1, d('100'), d('105'), d('103'), d('0'))).toBe('take_profit');
    expect(checkStops(1, d('100'), d('105'), d('106'), d('99'))).toBeNull();
    expect(checkStops(1, d('100'), d('95'), d('101'), d('96'))).toBe('stop_loss');
    expect(checkStops(2, d('100'), d('100'), d('101'), d('0'))).toBe('take_profit');
    expect(checkStops(2, d('100'), d('95'), d('94'), d('101'))).toBeNull();
    expect(checkStops(2, d('100'), d('95'), d('94'), d('99'))).toBe('stop_loss');
    expect(checkStops(1, d('100'), d('100'), d('0'), d('0'))).toBeNull();
  });

  it('fills a pending order at the trade price when better, never worse than the target', () => {
    expect(fillAt(1, d('97348.65'), d('97282.87')).toFixed()).toBe('97282.87');
    expect(fillAt(1, d('97348.65'), d('97348.65')).toFixed()).toBe('97348.65');
    expect(fillAt(2, d('100500'), d('100600')).toFixed()).toBe('100600');
    expect(fillAt(2, d('100500'), d('100400')).toFixed()).toBe('100500');
  });

  it('triggers stops and pending targets on the last price', () => {
    expect(stopHit(1, d('110'), d('90'), d('110'))).toBe('take_profit');
    expect(stopHit(1, d('110'), d('90'), d('90'))).toBe('stop_loss');
    expect(stopHit(1, d('110'), d('90'), d('100'))).toBeNull();
    expect(stopHit(2, d('90'), d('110'), d('89'))).toBe('take_profit');
    expect(stopHit(2, d('90'), d('110'), d('111'))).toBe('stop_loss');
    expect(stopHit(1, d('0'), d('0'), d('1'))).toBeNull();
    expect(targetReached(1, d('100'), d('100'))).toBe(true);
    expect(targetReached(1, d('100'), d('100.01'))).toBe(false);
    expect(targetReached(2, d('100'), d('99.99'))).toBe(false);
    expect(targetReached(2, d('100'), d('100.5'))).toBe(true);
  });

  it('settles margin + profit, never below zero', () => {
    expect(settlement(d('100'), d('9'))).toEqual({ credit: d('109'), shortfall: d('0') });
    expect(settlement(d('100'), d('-40')).credit.toFixed()).toBe('60');
    const beyond = settlement(d('10'), d('-15'));
    expect(beyond.credit.toFixed()).toBe('0');
    expect(beyond.shortfall.toFixed()).toBe('5');
  });

  it('keeps the runtime page size equal to the contract', () => {
    expect(LEVER_PAGE_SIZE).toBe(CONTRACT_PAGE_SIZE);
  });
});
