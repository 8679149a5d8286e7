import type { Paged } from '@exchange/shared/contract';
import {
  IEO_PATH as CONTRACT_PATH,
  IEO_STATES as CONTRACT_STATES,
  type IEOBuyAnswer,
  type IEOProjectAnswer,
  type IEOProjectsAnswer,
  type IEOSubscription,
} from '@exchange/shared/contract/ieo';
import { IEO_PATH, IEO_STATES } from '../src/ieo/ieo-constants';
import type { StartOptions } from '../src/app';
import { addProject, type ProjectInput } from '../src/ieo/ieo-projects';
import { costOf, stateAt } from '../src/ieo/ieo-service';
import { translate, type MessageKey, type MessageVars } from '../src/i18n/messages';
import { Dec } from '../src/money/decimal';
import { startTestServer, type TestServer } from './support/test-server';
import { createTrader, type Trader } from './support/traders';

/** The server clock the IEO reads its states on; tests move it. */
const clock = { ms: Date.UTC(2030, 0, 1), now: (): number => clock.ms };
const HOUR = 60 * 60 * 1000;
let server: TestServer;
let codeCounter = 0;

beforeAll(async () => {
  const options: StartOptions = { ieo: { now: clock.now } };
  server = await startTestServer(options);
});

afterAll(async () => {
  await server.close();
});

/** A new project (and token) subscribing on the test clock unless times are given. */
function project(overrides: Partial<ProjectInput> = {}): number {
  codeCounter += 1;
  return addProject(
    server.db,
    {
      code: `TK${codeCounter}`,
      name: `Token ${codeCounter}`,
      decimals: 4,
      price: '0.5',
      total: '1000',
      min: '10',
      max: '300',
      startMs: clock.ms - HOUR,
      endMs: clock.ms + HOUR,
      ...overrides,
    },
    clock.ms,
  );
}

function spot(userId: number, code: string): string {
  const value = server.db
    .prepare(
      `SELECT a.balance FROM accounts a JOIN currencies c ON c.id = a.currency_id
        WHERE a.user_id = ? AND c.code = ? AND a.account_type_id = 1`,
    )
    .pluck()
    .get(userId, code) as string | undefined;
  return new Dec(value ?? '0').toFixed();
}

const codeOf = (id: number): string =>
  server.db
    .prepare(
      'SELECT c.code FROM ieo_projects p JOIN currencies c ON c.id = p.currency_id WHERE p.id = ?',
    )
    .pluck()
    .get(id) as string;

const soldOf = (id: number): string =>
  server.db.prepare('SELECT sold FROM ieo_projects WHERE id = ?').pluck().get(id) as string;

const buy = (user: Trader | null, id: number | string, quantity: unknown, lang?: string) =>
  server.post<IEOBuyAnswer>('ieo/buy', {
    token: user?.token,
    body: { id, quantity },
    lang,
  });

const refusal = (key: MessageKey, vars: MessageVars = {}, lang: 'en' | 'zh' = 'en') => ({
  code: 0,
  msg: translate(lang, key, vars),
  data: null,
});

/** Everything a refused purchase must leave alone. */
function snapshot(userId: number): unknown {
  const all = (sql: string, ...args: unknown[]): unknown[] => server.db.prepare(sql).all(...args);
  return {
    accounts: all('SELECT * FROM accounts WHERE user_id = ? ORDER BY id', userId),
    logs: all('SELECT COUNT(*) AS n FROM balance_logs WHERE user_id = ?', userId),
    subscriptions: all('SELECT * FROM ieo_subscriptions WHERE user_id = ?', userId),
    projects: all('SELECT id, sold FROM ieo_projects ORDER BY id'),
  };
}

it("keeps the server's runtime copies equal to the contract's constants", () => {
  expect(IEO_PATH).toEqual(CONTRACT_PATH);
  expect(IEO_STATES).toEqual(CONTRACT_STATES);
});

describe('IEO states on the server clock', () => {
  it('is upcoming before start, subscribing from start (inclusive) and ended from end', () => {
    const row = { start_ms: 1000, end_ms: 2000 };
    expect(stateAt(row, 999)).toBe('upcoming');
    expect(stateAt(row, 1000)).toBe('subscribing');
    expect(stateAt(row, 1999)).toBe('subscribing');
    expect(stateAt(row, 2000)).toBe('ended');
  });

  it('answers the state, server time and list order from the injected clock; buys only while subscribing', async () => {
    const start = clock.ms + 10 * HOUR;
    const id = project({ startMs: start, endMs: start + HOUR, min: '1' });
    const user = createTrader(server.db, { USDT: '100' });
    const stateNow = async (): Promise<string> => {
      const answer = await server.get<IEOProjectAnswer>('ieo/project', { query: { id } });
      expect(answer.data.server_time).toBe(clock.ms);
      return answer.data.project.state;
    };
    const saved = clock.ms;
    try {
      clock.ms = start - 1;
      expect(await stateNow()).toBe('upcoming');
      expect(await buy(user, id, '1')).toEqual(refusal('ieoNotSubscribing'));
      clock.ms = start;
      expect(await stateNow()).toBe('subscribing');
      expect((await buy(user, id, '1')).code).toBe(1);
      clock.ms = start + HOUR - 1;
      expect((await buy(user, id, '1')).code).toBe(1);
      clock.ms = start + HOUR;
      expect(await stateNow()).toBe('ended');
      expect(await buy(user, id, '1')).toEqual(refusal('ieoNotSubscribing'));
      expect((await buy(user, id, '1', 'zh')).msg).toBe('不在申购状态，无法购买');
    } finally {
      clock.ms = saved;
    }
  });

  it('lists every project for a visitor, subscribing first, with sold, total and my_total 0', async () => {
    project();
    project({ startMs: clock.ms + HOUR, endMs: clock.ms + 2 * HOUR });
    project({ startMs: clock.ms - 2 * HOUR, endMs: clock.ms - HOUR });
    const answer = await server.get<IEOProjectsAnswer>('ieo/projects');
    expect(answer.code).toBe(1);
    expect(answer.data.server_time).toBe(clock.ms);
    const states = answer.data.projects.map((p) => p.state);
    const order = ['subscribing', 'upcoming', 'ended'];
    expect([...states].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(states);
    expect(new Set(states)).toEqual(new Set(order));
    for (const p of answer.data.projects) expect(p.my_total).toBe('0');
  });
});

describe('POST ieo/buy: rules in order, each with its message', () => {
  it('refuses a visitor with 999', async () => {
    const id = project();
    expect((await buy(null, id, '10')).code).toBe(999);
  });

  it('checks project, state, quantity, min/max, remaining, balance in that order', async () => {
    // A user with no USDT: every refusal below would also fail the later balance rule.
    const poor = createTrader(server.db);
    const open = project({ min: '10', max: '300', total: '1000' });
    const upcoming = project({ startMs: clock.ms + HOUR, endMs: clock.ms + 2 * HOUR });
    const before = snapshot(poor.id);

    expect(await buy(poor, 999999, 'abc')).toEqual(refusal('ieoProjectNotFound'));
    expect(await buy(poor, upcoming, 'abc')).toEqual(refusal('ieoNotSubscribing'));
    for (const bad of ['0', '-5', 'abc', '', '1e3', '10.12345', null, '0.0000']) {
      expect(await buy(poor, open, bad)).toEqual(refusal('ieoQuantityInvalid', { decimals: 4 }));
    }
    expect(await buy(poor, open, '9.9999')).toEqual(refusal('ieoBelowMinimum', { min: '10' }));
    expect(await buy(poor, open, '300.0001')).toEqual(
      refusal('ieoAboveMaximum', { max: '300', left: '300' }),
    );
    expect(await buy(poor, open, '300')).toEqual(
      refusal('ieoInsufficientBalance', { cost: '150' }),
    );
    expect(snapshot(poor.id)).toEqual(before);

    // Remaining comes before balance: a project with 5 left, per-user max above it.
    const small = project({ total: '25', min: '1', max: '25' });
    const rich = createTrader(server.db, { USDT: '1000' });
    expect((await buy(rich, small, '20')).code).toBe(1);
    expect(await buy(poor, small, '6')).toEqual(refusal('ieoExceedsRemaining', { left: '5' }));
    expect((await buy(rich, small, '5')).code).toBe(1);
    expect(await buy(poor, small, '1')).toEqual(refusal('ieoSoldOut'));
    expect(await buy(poor, small, '1', 'zh')).toEqual(refusal('ieoSoldOut', {}, 'zh'));
    const { projects: _projects, ...mine } = snapshot(poor.id) as Record<string, unknown>;
    const { projects: _before, ...mineBefore } = before as Record<string, unknown>;
    expect(mine).toEqual(mineBefore);
  });

  it("keeps a user's total within the per-user maximum across purchases", async () => {
    const id = project({ min: '10', max: '100' });
    const user = createTrader(server.db, { USDT: '1000' });
    expect((await buy(user, id, '60')).code).toBe(1);
    expect(await buy(user, id, '41')).toEqual(
      refusal('ieoAboveMaximum', { max: '100', left: '40' }),
    );
    expect((await buy(user, id, '40')).code).toBe(1);
    expect(await buy(user, id, '10')).toEqual(
      refusal('ieoAboveMaximum', { max: '100', left: '0' }),
    );
    expect(spot(user.id, codeOf(id))).toBe('100');
  });
});

describe('a purchase', () => {
  it('moves USDT and the token in the spot account with balance logs, and lists the subscription', async () => {
    const id = project({ price: '0.5', min: '10', max: '300' });
    const code = codeOf(id);
    const user = createTrader(server.db, { USDT: '100' });
    const answer = await buy(user, id, '12.5');
    expect(answer.code).toBe(1);
    expect(answer.msg).toBe(translate('en', 'ieoBought'));
    expect(answer.data.subscription).toMatchObject({
      project_id: id,
      code,
      quantity: '12.5',
      price: '0.5',
      cost: '6.25',
    });
    expect(answer.data.project).toMatchObject({ sold: '12.5', my_total: '12.5' });
    expect(spot(user.id, 'USDT')).toBe('93.75');
    expect(spot(user.id, code)).toBe('12.5');
    const logs = server.db
      .prepare(
        `SELECT l.reason, l.field, l.value, c.code FROM balance_logs l
           JOIN currencies c ON c.id = l.currency_id
          WHERE l.user_id = ? AND l.reason LIKE 'ieo_%' ORDER BY l.id`,
      )
      .all(user.id);
    expect(logs).toEqual([
      { reason: 'ieo_pay', field: 'balance', value: '-6.25', code: 'USDT' },
      { reason: 'ieo_credit', field: 'balance', value: '12.5', code },
    ]);
    const mine = await server.get<Paged<IEOSubscription>>('ieo/subscriptions', {
      token: user.token,
      query: { page: 1 },
    });
    expect(mine.data.total).toBe(1);
    expect(mine.data.data[0]).toMatchObject({ project_id: id, quantity: '12.5', cost: '6.25' });
    const listed = await server.get<IEOProjectsAnswer>('ieo/projects', { token: user.token });
    expect(listed.data.projects.find((p) => p.id === id)?.my_total).toBe('12.5');
    expect((await server.get('ieo/subscriptions')).code).toBe(999);
  });

  it('charges quantity × price rounded UP to USDT decimals (8)', async () => {
    expect(costOf('0.5', '0.00000003', 8).toFixed()).toBe('0.00000002');
    expect(costOf('3', '0.33333333', 8).toFixed()).toBe('0.99999999');
    expect(costOf('0.0001', '0.12345678', 8).toFixed()).toBe('0.00001235');
    expect(costOf('2', '0.1', 8).toFixed()).toBe('0.2');
    const id = project({ price: '0.00000003', min: '0.5', max: '10', total: '10' });
    const user = createTrader(server.db, { USDT: '1' });
    const answer = await buy(user, id, '0.5');
    expect(answer.data.subscription.cost).toBe('0.00000002');
    expect(spot(user.id, 'USDT')).toBe('0.99999998');
    // The balance rule compares with the rounded cost: exactly enough is enough.
    const exact = createTrader(server.db, { USDT: '0.00000002' });
    expect((await buy(exact, id, '0.5')).code).toBe(1);
    const short = createTrader(server.db, { USDT: '0.00000001' });
    expect(await buy(short, id, '0.5')).toEqual(
      refusal('ieoInsufficientBalance', { cost: '0.00000002' }),
    );
  });
});

describe('concurrent buyers', () => {
  it('never oversell and conserve every balance', async () => {
    const id = project({ total: '100', min: '5', max: '50', price: '0.3' });
    const code = codeOf(id);
    const users = Array.from({ length: 30 }, () => createTrader(server.db, { USDT: '10' }));
    // Every user fires two purchases of 5 at once: 60 requests for 20 lots.
    const answers = await Promise.all(
      users.flatMap((user) => [buy(user, id, '5'), buy(user, id, '5')]),
    );
    const accepted = answers.filter((answer) => answer.code === 1);
    expect(accepted).toHaveLength(20);
    for (const answer of answers.filter((a) => a.code !== 1)) {
      expect([translate('en', 'ieoSoldOut')]).toContain(answer.msg);
    }
    expect(new Dec(soldOf(id)).toFixed()).toBe('100');
    let usdt = new Dec(0);
    let tokens = new Dec(0);
    for (const user of users) {
      usdt = usdt.plus(spot(user.id, 'USDT'));
      tokens = tokens.plus(spot(user.id, code));
    }
    expect(tokens.toFixed()).toBe('100');
    expect(usdt.plus(new Dec('100').times('0.3')).toFixed()).toBe('300');
    const logged = server.db
      .prepare(
        "SELECT COUNT(*) FROM balance_logs WHERE reason IN ('ieo_pay', 'ieo_credit') AND json_extract(extra_data, '$.ieo_project_id') = ?",
      )
      .pluck()
      .get(id);
    expect(logged).toBe(40);
  });

  it("never lets one user's concurrent purchases pass the per-user maximum", async () => {
    const id = project({ total: '1000', min: '10', max: '50' });
    const user = createTrader(server.db, { USDT: '1000' });
    const answers = await Promise.all(Array.from({ length: 12 }, () => buy(user, id, '10')));
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(5);
    expect(spot(user.id, codeOf(id))).toBe('50');
  });
});
