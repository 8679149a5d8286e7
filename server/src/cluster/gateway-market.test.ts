import type { DealAnswer, Quotation, QuoteGroup, TxComplete } from '@exchange/shared/contract';
import { GatewayMarket, GROUPS_MAX_AGE_MS, type CoreReader } from './gateway-market';

const EPOCH = 'e1';

const quotation = (close: string): Quotation => ({
  currency_match_id: 1,
  close,
  change: '0',
  high: close,
  low: close,
  volume: '1',
});

const trade = (id: number): TxComplete => ({
  id,
  timestamp: id * 1000,
  time: '00:00:00',
  price: '100',
  number: '1',
  amount: '100',
  way: 1,
});

const depthAt = (price: string): DealAnswer['depth'] => ({
  in: [{ index: 1, price, number: '1', amount: '1', sum: '1' }],
  out: [],
});

const coreDeal = (over: Partial<DealAnswer> = {}): DealAnswer => ({
  currency_match_id: 1,
  symbol: 'BTC/USDT',
  quotation: quotation('100'),
  depth: depthAt('99'),
  tx_completes: [trade(2), trade(1)],
  seq: 10,
  epoch: EPOCH,
  ...over,
});

const depthPush = (seq: number, price: string, epoch = EPOCH) => ({
  topic: 'MARKET_DEPTH.BTC/USDT',
  seq,
  epoch,
  payload: { currency_match_id: 1, symbol: 'BTC/USDT', depth: depthAt(price) },
});

const txPush = (seq: number, ids: number[]) => ({
  topic: 'GLOBAL_TX.BTC/USDT',
  seq,
  epoch: EPOCH,
  payload: { currency_match_id: 1, symbol: 'BTC/USDT', completes: ids.map(trade) },
});

const dayPush = (seq: number, close: string) => ({
  topic: 'DAY_MARKET',
  seq,
  epoch: EPOCH,
  payload: { currency_match_id: 1, symbol: 'BTC/USDT', quotation: quotation(close) },
});

/** A core that answers each path from a queue of answers (or a deferred one). */
const fakeCore = (answers: Record<string, Array<unknown>>) => {
  const calls: string[] = [];
  const read = (async (path: string) => {
    calls.push(path);
    const key = path.split('?')[0];
    const queue = answers[key] ?? [];
    const next = queue.length > 1 ? queue.shift() : queue[0];
    return typeof next === 'function' ? (next as () => Promise<unknown>)() : (next ?? null);
  }) as CoreReader;
  return { read, calls };
};

describe('GatewayMarket', () => {
  it('asks the core once for a pair, then answers from the stream', async () => {
    const core = fakeCore({ 'market/deal': [coreDeal()] });
    const market = new GatewayMarket(core.read);
    expect((await market.deal(1))?.seq).toBe(10);
    market.take(depthPush(11, '98'));
    market.take(txPush(4, [3]));
    market.take(dayPush(7, '101'));
    const answer = await market.deal(1);
    expect(answer).toMatchObject({ seq: 11, epoch: EPOCH, depth: depthAt('98') });
    expect(answer?.quotation.close).toBe('101');
    expect(answer?.tx_completes.map((row) => row.id)).toEqual([3, 2, 1]);
    expect(core.calls).toEqual(['market/deal?currency_match_id=1']);
    expect(market.coreReads()).toBe(1);
  });

  it('keeps pushes relayed while the core call was out (never a book older than the relay)', async () => {
    let release: (answer: DealAnswer) => void = () => undefined;
    const pending = new Promise<DealAnswer>((resolve) => (release = resolve));
    const core = fakeCore({ 'market/deal': [() => pending] });
    const market = new GatewayMarket(core.read);
    const asked = market.deal(1);
    market.take(depthPush(12, '97'));
    market.take(txPush(5, [3]));
    market.take(dayPush(8, '102'));
    release(coreDeal({ seq: 11, quotation: quotation('100') }));
    const answer = await asked;
    expect(answer).toMatchObject({ seq: 12, depth: depthAt('97') });
    expect(answer?.quotation.close).toBe('102');
    expect(answer?.tx_completes.map((row) => row.id)).toEqual([3, 2, 1]);
  });

  it('a newer core snapshot replaces an older streamed book; duplicates merge by trade id', async () => {
    const core = fakeCore({ 'market/deal': [coreDeal({ seq: 20, depth: depthAt('90') })] });
    const market = new GatewayMarket(core.read);
    market.take(depthPush(19, '91'));
    market.take(txPush(3, [2]));
    const answer = await market.deal(1);
    expect(answer).toMatchObject({ seq: 20, depth: depthAt('90') });
    expect(answer?.tx_completes.map((row) => row.id)).toEqual([2, 1]);
  });

  it('keeps the 30 newest trades', async () => {
    const core = fakeCore({ 'market/deal': [coreDeal({ tx_completes: [] })] });
    const market = new GatewayMarket(core.read);
    await market.deal(1);
    market.take(
      txPush(
        1,
        Array.from({ length: 40 }, (_, index) => index + 1),
      ),
    );
    const ids = (await market.deal(1))?.tx_completes.map((row) => row.id) ?? [];
    expect(ids).toHaveLength(30);
    expect(ids[0]).toBe(40);
    expect(ids[29]).toBe(11);
  });

  it('a jump in the trades seq sends the pair back to the core', async () => {
    const core = fakeCore({
      'market/deal': [coreDeal(), coreDeal({ tx_completes: [trade(9), trade(8), trade(7)] })],
    });
    const market = new GatewayMarket(core.read);
    await market.deal(1);
    market.take(txPush(4, [7]));
    await market.deal(1);
    expect(core.calls).toHaveLength(1);
    market.take(txPush(6, [9])); // seq 5 (trade 8) never arrived
    const answer = await market.deal(1);
    expect(core.calls).toHaveLength(2);
    expect(answer?.tx_completes.map((row) => row.id)).toEqual([9, 8, 7, 2, 1]);
  });

  it('a jump in the quotations seq sends every pair and the lists back to the core', async () => {
    const core = fakeCore({ 'market/deal': [coreDeal()] });
    const market = new GatewayMarket(core.read);
    market.take(dayPush(1, '100'));
    await market.deal(1);
    market.take(dayPush(2, '100'));
    await market.deal(1);
    expect(core.calls).toHaveLength(1);
    market.take(dayPush(4, '100'));
    await market.deal(1);
    expect(core.calls).toHaveLength(2);
  });

  it('a push of a new core run replaces the book whatever its seq', async () => {
    const core = fakeCore({ 'market/deal': [coreDeal({ seq: 50 })] });
    const market = new GatewayMarket(core.read);
    await market.deal(1);
    market.take(depthPush(1, '80', 'e2'));
    expect(await market.deal(1)).toMatchObject({ seq: 1, epoch: 'e2', depth: depthAt('80') });
  });

  it('answers null (the call goes on to the core) when the core refuses or cannot be reached', async () => {
    const refused = new GatewayMarket(fakeCore({ 'market/deal': [null] }).read);
    expect(await refused.deal(99)).toBeNull();
    const failing = new GatewayMarket((async () => {
      throw new Error('ECONNREFUSED');
    }) as CoreReader);
    expect(await failing.deal(1)).toBeNull();
    expect(await failing.quoteGroups()).toBeNull();
  });

  it('serves the pair lists with streamed quotations and reloads their columns when old', async () => {
    const groups = (close: string): QuoteGroup[] => [
      {
        code: 'USDT',
        cny_price: '7.1',
        usd_price: '1',
        is_quote: 1,
        matches: [{ id: 1, currency_quotation: quotation(close) } as QuoteGroup['matches'][0]],
      },
    ];
    let now = 0;
    let release: (answer: QuoteGroup[]) => void = () => undefined;
    const pending = new Promise<QuoteGroup[]>((resolve) => (release = resolve));
    const core = fakeCore({
      'market/currency_matches': [groups('100'), () => pending, groups('106')],
    });
    const market = new GatewayMarket(core.read, () => now);
    const close = async (): Promise<string | undefined> =>
      (await market.quoteGroups())?.[0].matches[0].currency_quotation.close;
    expect(await close()).toBe('100');
    market.take(dayPush(1, '104'));
    expect(await close()).toBe('104');
    expect(core.calls).toHaveLength(1);
    now = GROUPS_MAX_AGE_MS + 1;
    expect(await close()).toBe('104'); // old: answered at once, reloaded behind it
    expect(core.calls).toHaveLength(2);
    // A quotation streamed while the reload was out is newer than the reload's: it stays.
    market.take(dayPush(2, '105'));
    release(groups('103'));
    await pending;
    await new Promise((resolve) => setImmediate(resolve));
    expect(await close()).toBe('105');
    // Without one, the core's newer answer wins.
    now = 2 * GROUPS_MAX_AGE_MS + 2;
    await close();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await close()).toBe('106');
  });
});
