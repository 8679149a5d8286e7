import { createHub, type HubClient } from '../src/ws/hub';

const client = (id: number): HubClient & { frames: Record<string, unknown>[] } => {
  const frames: Record<string, unknown>[] = [];
  return {
    id,
    userId: null,
    tokenHash: null,
    topics: new Set(),
    frames,
    send: (text) => frames.push(JSON.parse(text.toString()) as Record<string, unknown>),
  };
};

describe('hub stream identity (epoch)', () => {
  it('differs between two hubs, as between two server starts, while both count from 1', () => {
    const first = createHub();
    const second = createHub();
    expect(first.epoch).not.toBe(second.epoch);
    expect(first.epoch).toMatch(/^[\w-]{6,}$/);
    expect(first.publish('DAY_MARKET', {})).toBe(1);
    expect(second.publish('DAY_MARKET', {})).toBe(1);
  });

  it('is stamped on every public and private push, and a payload cannot override it', () => {
    const hub = createHub('run-a');
    const reader = client(1);
    hub.add(reader);
    hub.subscribe(reader, 'MARKET_DEPTH.BTC/USDT');
    hub.subscribe(reader, 'TX_SUBMIT');
    hub.bind(reader, 7, 'hash');
    hub.publish('MARKET_DEPTH.BTC/USDT', { epoch: 'forged', seq: 99, depth: {} });
    hub.publishToUser(7, 'TX_SUBMIT', () => ({ epoch: 'forged', order: {} }));
    expect(reader.frames).toEqual([
      { type: 'MARKET_DEPTH', topic: 'MARKET_DEPTH.BTC/USDT', seq: 1, epoch: 'run-a', depth: {} },
      { type: 'TX_SUBMIT', topic: 'TX_SUBMIT', seq: 1, epoch: 'run-a', order: {} },
    ]);
  });
});

describe('hub private pushes', () => {
  it("reach only the owner's connections subscribed to the topic, following login, switch and close", () => {
    const hub = createHub('run-b');
    const [tab, other, unsubscribed] = [client(1), client(2), client(3)];
    for (const each of [tab, other, unsubscribed]) hub.add(each);
    hub.subscribe(tab, 'ACCOUNT_BALANCE');
    hub.subscribe(other, 'ACCOUNT_BALANCE');
    hub.bind(tab, 7, 'a');
    hub.bind(other, 8, 'b');
    hub.bind(unsubscribed, 7, 'c');
    hub.publishToUser(7, 'ACCOUNT_BALANCE', { accounts: [] });
    expect([tab.frames.length, other.frames.length, unsubscribed.frames.length]).toEqual([1, 0, 0]);

    hub.bind(tab, 8, 'd'); // another user logs in on that tab: it loses user 7's pushes
    hub.subscribe(tab, 'ACCOUNT_BALANCE');
    hub.publishToUser(7, 'ACCOUNT_BALANCE', { accounts: [] });
    hub.publishToUser(8, 'ACCOUNT_BALANCE', { accounts: [] });
    expect([tab.frames.length, other.frames.length]).toEqual([2, 1]);

    hub.remove(other);
    hub.unbind(tab);
    hub.publishToUser(8, 'ACCOUNT_BALANCE', { accounts: [] });
    expect([tab.frames.length, other.frames.length]).toEqual([2, 1]);
  });
});
