import fc from 'fast-check';
import {
  ACCOUNT_TYPE_ID as CONTRACT_ACCOUNT_TYPE_ID,
  ADDRESS_SERVICE_BASE as CONTRACT_ADDRESS_SERVICE_BASE,
  ADDRESS_SIGN_DEFAULT_SECRET,
  ADDRESS_SIGN_MAX_AGE_S as CONTRACT_MAX_AGE,
  ASSETS_LOG_PAGE_SIZE as CONTRACT_PAGE_SIZE,
  BIND_ADDRESS_CODE_COUNTDOWN_S as CONTRACT_COUNTDOWN,
  BIND_ADDRESS_CODE_TYPE as CONTRACT_CODE_TYPE,
  LOCK_LIST_LIMIT as CONTRACT_LOCK_LIMIT,
  type AccountGroup,
  type AccountTypeLogPage,
  type PayInOpenAnswer,
  type SimpleAccountGroup,
  type TransferAnswer,
  type WalletInfo,
} from '@exchange/shared/contract';
import * as constants from '../src/assets/constants';
import { openDatabase } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { MIGRATIONS } from '../src/db/migrations';
import { isValidAddress } from '../src/assets/chains/chain-address';
import { DEPOSIT_TAG_BASE, depositTarget } from '../src/assets/deposit-address';
import { DEFAULT_ADDRESS_SIGN_SECRET } from '../src/options';
import { Dec } from '../src/money/decimal';
import { account, assetUser, BTC, credit, snapshot, USDT } from './assets-helpers';
import { startTestServer, tempDir, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ depositAddressSecret: 'test-deposit-secret' });
});
afterAll(() => server.close());

describe('assets constants', () => {
  it('equal the contract', () => {
    expect(constants.ASSETS_LOG_PAGE_SIZE).toBe(CONTRACT_PAGE_SIZE);
    expect(constants.LOCK_LIST_LIMIT).toBe(CONTRACT_LOCK_LIMIT);
    expect(constants.BIND_ADDRESS_CODE_COUNTDOWN_S).toBe(CONTRACT_COUNTDOWN);
    expect(constants.BIND_ADDRESS_CODE_TYPE).toBe(CONTRACT_CODE_TYPE);
    expect(constants.ADDRESS_SIGN_MAX_AGE_S).toBe(CONTRACT_MAX_AGE);
    expect(constants.ADDRESS_SERVICE_BASE).toBe(CONTRACT_ADDRESS_SERVICE_BASE);
    expect(constants.ACCOUNT_TYPE_ID).toEqual(CONTRACT_ACCOUNT_TYPE_ID);
    expect(DEFAULT_ADDRESS_SIGN_SECRET).toBe(ADDRESS_SIGN_DEFAULT_SECRET);
    expect(CONTRACT_PAGE_SIZE).toBe(15);
    expect(CONTRACT_COUNTDOWN).toBe(59);
    expect(CONTRACT_LOCK_LIMIT).toBe(30);
  });
});

describe('migration 7', () => {
  it('gives a database seeded before it the protocols, withdrawal settings and lock products', () => {
    const db = openDatabase(tempDir('migration7'));
    try {
      runMigrations(
        db,
        MIGRATIONS.filter((migration) => migration.version < 7),
      );
      db.exec(`INSERT INTO currencies (id, code, name, decimals) VALUES
        (1, 'USDT', 'Tether', 8), (2, 'BTC', 'Bitcoin', 8), (3, 'ETH', 'Ether', 8), (4, 'LTC', 'Litecoin', 8);
        INSERT INTO verification_codes (address, type, code_hash, ip, created_at, expires_at)
          VALUES ('a@b.c', 4, 'x$y', '1.2.3.4', 1, 2);`);
      expect(runMigrations(db)).toContain(7);
      const currencies = db
        .prepare(
          'SELECT code, open_recharge, open_draw, draw_rate, draw_min, draw_max FROM currencies ORDER BY id',
        )
        .all();
      expect(currencies).toEqual([
        {
          code: 'USDT',
          open_recharge: 1,
          open_draw: 1,
          draw_rate: '0.001',
          draw_min: '10',
          draw_max: '100000',
        },
        {
          code: 'BTC',
          open_recharge: 1,
          open_draw: 1,
          draw_rate: '0.0005',
          draw_min: '0.001',
          draw_max: '100',
        },
        {
          code: 'ETH',
          open_recharge: 1,
          open_draw: 1,
          draw_rate: '0.001',
          draw_min: '0.01',
          draw_max: '1000',
        },
        {
          code: 'LTC',
          open_recharge: 0,
          open_draw: 0,
          draw_rate: '0',
          draw_min: '0',
          draw_max: '0',
        },
      ]);
      expect(db.prepare('SELECT COUNT(*) FROM currency_protocols').pluck().get()).toBe(4);
      expect(db.prepare('SELECT COUNT(*) FROM lock_products').pluck().get()).toBe(4);
      expect(db.prepare("SELECT value FROM settings WHERE key = 'pay_in_open'").pluck().get()).toBe(
        '1',
      );
      // Codes survive the table rebuild; type 6 is accepted now.
      expect(db.prepare('SELECT type FROM verification_codes').pluck().all()).toEqual([4]);
      db.prepare(
        "INSERT INTO verification_codes (address, type, code_hash, ip, created_at, expires_at) VALUES ('a@b.c', 6, 'x$y', 'i', 1, 2)",
      ).run();
    } finally {
      db.close();
    }
  });
});

describe('account/list, pay_in/open, wallet', () => {
  it('answers five groups with every currency, balances and convert_usd', async () => {
    const user = await assetUser(server, '1234.5');
    credit(server, user.id, BTC, 1, '0.5');
    const answer = await server.get<AccountGroup[]>('account/list', { token: user.token });
    expect(answer.code).toBe(1);
    expect(answer.data.map((group) => [group.id, group.account_code])).toEqual([
      [1, 'change_account'],
      [2, 'legal_account'],
      [3, 'lever_account'],
      [4, 'micro_account'],
      [5, 'financial_account'],
    ]);
    const spot = answer.data[0];
    expect([spot.is_recharge, spot.is_withdraw]).toEqual([1, 1]);
    expect([answer.data[1].is_recharge, answer.data[1].is_withdraw]).toEqual([0, 0]);
    const usdt = spot.accounts.find((row) => row.currency_code === 'USDT')!;
    expect(usdt).toMatchObject({ balance: '1234.5', lock_balance: '0', convert_usd: '1234.50' });
    expect(usdt.currency).toMatchObject({ open_recharge: 1, open_draw: 1, draw_min: '10' });
    expect(usdt.currency.currency_protocols.map((p) => p.chain_protocol.code)).toEqual([
      'ERC20',
      'TRC20',
    ]);
    const btc = spot.accounts.find((row) => row.currency_code === 'BTC')!;
    const btcUsd = new Dec(0.5).times(
      server.db
        .prepare(
          `SELECT q.close FROM quotations q JOIN currency_matches m ON m.id = q.currency_match_id
        WHERE m.base_currency_id = 2 AND m.quote_currency_id = 1`,
        )
        .pluck()
        .get() as string,
    );
    expect(btc.convert_usd).toBe(btcUsd.toFixed(2, Dec.ROUND_DOWN));
    expect(spot.convert_usd).toBe(btcUsd.plus(1234.5).toFixed(2, Dec.ROUND_DOWN));
    expect(answer.data[4].accounts.every((row) => row.balance === '0')).toBe(true);
  });

  it('is_simple=1 answers ids and codes only', async () => {
    const user = await assetUser(server);
    const answer = await server.get<SimpleAccountGroup[]>('account/list', {
      token: user.token,
      query: { is_simple: 1 },
    });
    expect(answer.data).toEqual([
      { id: 1, account_code: 'change_account', name: 'Spot' },
      { id: 2, account_code: 'legal_account', name: 'Legal' },
      { id: 3, account_code: 'lever_account', name: 'Lever' },
      { id: 4, account_code: 'micro_account', name: 'Micro' },
      { id: 5, account_code: 'financial_account', name: 'Financial' },
    ]);
    expect((await server.get('account/list')).code).toBe(999);
  });

  it('pay_in/open follows the setting', async () => {
    expect((await server.get<PayInOpenAnswer>('pay_in/open')).data).toEqual({ open: true });
    server.db.prepare("UPDATE settings SET value = '0' WHERE key = 'pay_in_open'").run();
    expect((await server.get<PayInOpenAnswer>('pay_in/open')).data).toEqual({ open: false });
    server.db.prepare("UPDATE settings SET value = '1' WHERE key = 'pay_in_open'").run();
  });

  it('wallet/wallet answers per-user deterministic addresses in the chain formats', async () => {
    const one = await assetUser(server);
    const two = await assetUser(server);
    const wallet = await server.get<WalletInfo>('wallet/wallet', {
      token: one.token,
      query: { currency_id: USDT },
    });
    expect(wallet.data).toMatchObject({ id: USDT, code: 'USDT', enable_udun: '0' });
    const [erc, trc] = wallet.data.currency_protocols;
    expect(erc.in_address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(trc.in_address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(erc.in_address).toBe(
      depositTarget('test-deposit-secret', one.id, 'ERC20', 'evm').address,
    );
    // Real encodings: a deposit address passes its own chain's checksum checks.
    expect(isValidAddress('evm', erc.in_address)).toBe(true);
    expect(isValidAddress('tron', trc.in_address)).toBe(true);
    expect([erc.memo_kind, erc.in_memo, trc.memo_kind, trc.in_memo]).toEqual([
      'none',
      '',
      'none',
      '',
    ]);
    const again = await server.get<WalletInfo>('wallet/wallet', {
      token: one.token,
      query: { currency_id: USDT },
    });
    expect(again.data).toEqual(wallet.data);
    const other = await server.get<WalletInfo>('wallet/wallet', {
      token: two.token,
      query: { currency_id: USDT },
    });
    expect(other.data.currency_protocols[0].in_address).not.toBe(erc.in_address);
    const btc = await server.get<WalletInfo>('wallet/wallet', {
      token: one.token,
      query: { currency_id: BTC },
    });
    expect(btc.data.currency_protocols[0].in_address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(isValidAddress('btc', btc.data.currency_protocols[0].in_address)).toBe(true);
    expect(depositTarget('another', one.id, 'ERC20', 'evm').address).not.toBe(erc.in_address);
    for (const bad of ['999', 'x', '-1', '1e0']) {
      expect(
        await server.get('wallet/wallet', {
          token: one.token,
          query: { currency_id: bad },
          lang: 'de',
        }),
      ).toEqual({ code: 0, msg: 'Währung nicht gefunden', data: null });
    }
  });

  it('block_chain/currency_protocols lists every chain with the caller’s addresses', async () => {
    const user = await assetUser(server);
    const answer = await server.get<WalletInfo['currency_protocols']>(
      'block_chain/currency_protocols',
      {
        token: user.token,
      },
    );
    expect(answer.data.map((row) => `${row.currency_id}:${row.chain_protocol.code}`)).toEqual([
      '1:ERC20',
      '1:TRC20',
      '2:BTC',
      '3:ETH',
      '5:XRP',
      '6:EOS',
    ]);
    expect(answer.data.every((row) => row.in_address !== '')).toBe(true);
  });

  it('memo chains (XRP, EOS) deposit to the exchange account with the user’s own tag/memo', async () => {
    const one = await assetUser(server);
    const two = await assetUser(server);
    const protocols = async (token: string): Promise<WalletInfo['currency_protocols']> =>
      (
        await server.get<WalletInfo['currency_protocols']>('block_chain/currency_protocols', {
          token,
        })
      ).data;
    const [mine, theirs] = [await protocols(one.token), await protocols(two.token)];
    const xrp = mine.find((row) => row.chain_protocol.code === 'XRP')!;
    const eos = mine.find((row) => row.chain_protocol.code === 'EOS')!;
    expect([xrp.memo_kind, eos.memo_kind]).toEqual(['tag', 'text']);
    expect(xrp.in_memo).toBe(String(DEPOSIT_TAG_BASE + one.id));
    expect(eos.in_memo).toBe(String(DEPOSIT_TAG_BASE + one.id));
    expect(isValidAddress('xrp', xrp.in_address)).toBe(true);
    expect(isValidAddress('eos', eos.in_address)).toBe(true);
    // One shared account per chain, told apart by the memo.
    const theirXrp = theirs.find((row) => row.chain_protocol.code === 'XRP')!;
    expect(theirXrp.in_address).toBe(xrp.in_address);
    expect(theirXrp.in_memo).not.toBe(xrp.in_memo);
  });
});

describe('account/transfer', () => {
  it('moves exactly between two accounts with a log row on each side', async () => {
    const user = await assetUser(server, '100');
    const answer = await server.post<TransferAnswer>('account/transfer', {
      token: user.token,
      body: { currency_id: USDT, balance: '12.34567891', from: 1, to: 5 },
    });
    expect(answer).toMatchObject({ code: 1, msg: 'Transfer completed' });
    expect(answer.data).toEqual({
      from: { account_type_id: 1, balance: '87.65432109', lock_balance: '0' },
      to: { account_type_id: 5, balance: '12.34567891', lock_balance: '0' },
    });
    const log = await server.get<AccountTypeLogPage>('account_log/financial', {
      token: user.token,
    });
    expect(log.data).toMatchObject({ total: 1, per_page: 15, current_page: 1, last_page: 1 });
    expect(log.data.data[0]).toMatchObject({
      value: '12.34567891',
      memo: 'Transfer between accounts: Spot account → Savings account',
      currency: { code: 'USDT' },
      extra_data: { from: 'change_account' },
    });
    const spotLog = await server.get<AccountTypeLogPage>('account_log/change', {
      token: user.token,
    });
    // The source's row names the target as the other account, not itself.
    expect(spotLog.data.data[0]).toMatchObject({
      value: '-12.34567891',
      extra_data: { from: 'financial_account' },
    });
  });

  it('refuses bad input with a translated message and changes nothing', async () => {
    const user = await assetUser(server, '100');
    const other = await assetUser(server, '100');
    const before = snapshot(server, user.id);
    const base = { currency_id: USDT, balance: '1', from: 1, to: 2 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, balance: undefined }, 'Veuillez saisir le montant du transfert'],
      [{ ...base, balance: '' }, 'Veuillez saisir le montant du transfert'],
      [{ ...base, balance: '0' }, 'Le montant doit être supérieur à zéro'],
      [{ ...base, balance: '-5' }, 'Le montant doit être supérieur à zéro'],
      [{ ...base, balance: -5 }, 'Le montant doit être supérieur à zéro'],
      [
        { ...base, balance: '1e2' },
        'Veuillez saisir le montant sous forme de nombre décimal simple',
      ],
      [
        { ...base, balance: 1e21 },
        'Veuillez saisir le montant sous forme de nombre décimal simple',
      ],
      [
        { ...base, balance: 'abc' },
        'Veuillez saisir le montant sous forme de nombre décimal simple',
      ],
      [
        { ...base, balance: ['1'] },
        'Veuillez saisir le montant sous forme de nombre décimal simple',
      ],
      [{ ...base, balance: '0.000000001' }, 'Le montant accepte au plus 8 décimales'],
      [{ ...base, balance: '1000000000000' }, 'Le montant est trop élevé'],
      [{ ...base, balance: '100.00000001' }, 'Solde disponible insuffisant'],
      [{ ...base, to: 1 }, 'Les deux comptes doivent être différents'],
      [{ ...base, to: 6 }, 'Compte inconnu'],
      [{ ...base, from: '1.5' }, 'Compte inconnu'],
      [{ ...base, from: null }, 'Compte inconnu'],
      [{ ...base, currency_id: 99 }, 'Devise introuvable'],
    ];
    for (const [body, msg] of cases) {
      const answer = await server.post('account/transfer', { token: user.token, body, lang: 'fr' });
      expect({ body, answer }).toEqual({ body, answer: { code: 0, msg, data: null } });
    }
    expect(snapshot(server, user.id)).toEqual(before);
    // An insufficient second leg never happens: one user cannot touch another's accounts.
    expect((await server.post('account/transfer', { body: base })).code).toBe(999);
    expect(account(server, other.id, USDT, 1).balance).toBe('100');
  });

  it('random transfers conserve value, never go negative, and fail as a whole', async () => {
    const user = await assetUser(server, '50');
    credit(server, user.id, USDT, 3, '25.5');
    credit(server, user.id, BTC, 4, '0.75');
    const total = (currency: number): Dec =>
      [1, 2, 3, 4, 5].reduce((sum, type) => {
        const row = account(server, user.id, currency, type);
        return sum.plus(row.balance).plus(row.lock);
      }, new Dec(0));
    const start = { usdt: total(USDT), btc: total(BTC) };
    const amount = fc.oneof(
      fc.integer({ min: 1, max: 3_000_000_000 }).map((units) => new Dec(units).div(1e8).toFixed()),
      fc.constantFrom('0.00000001', '25.5', '75.5', '0.75', '100'),
    );
    const transfer = fc.record({
      currency_id: fc.constantFrom(USDT, BTC),
      from: fc.integer({ min: 1, max: 5 }),
      to: fc.integer({ min: 1, max: 5 }),
      balance: amount,
    });
    let ok = 0;
    await fc.assert(
      fc.asyncProperty(transfer, async (body) => {
        const before = [1, 2, 3, 4, 5].map((type) =>
          account(server, user.id, body.currency_id, type),
        );
        const answer = await server.post('account/transfer', { token: user.token, body });
        const after = [1, 2, 3, 4, 5].map((type) =>
          account(server, user.id, body.currency_id, type),
        );
        const available = new Dec(before[body.from - 1].balance);
        if (body.from === body.to || available.lt(body.balance)) {
          expect(answer.code).toBe(0);
          expect(after).toEqual(before);
        } else {
          expect(answer.code).toBe(1);
          ok += 1;
          expect(new Dec(after[body.from - 1].balance)).toEqual(available.minus(body.balance));
          expect(new Dec(after[body.to - 1].balance)).toEqual(
            new Dec(before[body.to - 1].balance).plus(body.balance),
          );
        }
        for (const row of after) expect(new Dec(row.balance).gte(0)).toBe(true);
        expect(total(USDT)).toEqual(start.usdt);
        expect(total(BTC)).toEqual(start.btc);
      }),
      { numRuns: 500, seed: 20261125 },
    );
    expect(ok).toBeGreaterThan(50);
    // The balance logs replay to the balances (every change logged).
    const replay = server.db
      .prepare(
        `SELECT a.balance, COALESCE((SELECT SUM(CAST(value AS REAL)) FROM balance_logs l
           WHERE l.account_id = a.id AND l.field = 'balance'), 0) AS logged
           FROM accounts a WHERE a.user_id = ?`,
      )
      .all(user.id) as Array<{ balance: string; logged: number }>;
    for (const row of replay) expect(Number(row.balance)).toBeCloseTo(row.logged, 6);
  });
});

describe('account/transfer atomicity', () => {
  it('rolls the debit back when the credit fails (both sides or neither)', async () => {
    const user = await assetUser(server, '40');
    const target = server.db
      .prepare(
        'SELECT id FROM accounts WHERE user_id = ? AND currency_id = ? AND account_type_id = 3',
      )
      .pluck()
      .get(user.id, USDT) as number;
    const before = snapshot(server, user.id);
    server.db.exec(`CREATE TRIGGER assets_test_fail BEFORE UPDATE OF balance ON accounts
      WHEN NEW.id = ${target} BEGIN SELECT RAISE(ABORT, 'credit refused'); END`);
    try {
      const answer = await server.post('account/transfer', {
        token: user.token,
        body: { currency_id: USDT, balance: '15', from: 1, to: 3 },
      });
      expect(answer.code).toBe(0);
    } finally {
      server.db.exec('DROP TRIGGER assets_test_fail');
    }
    expect(snapshot(server, user.id)).toEqual(before);
    expect(account(server, user.id, USDT, 1).balance).toBe('40');
  });
});

describe('account_log/<type>', () => {
  it('pages 15 rows of the caller’s type, filters by currency, refuses bad pages', async () => {
    const user = await assetUser(server, '100');
    const other = await assetUser(server, '100');
    for (let i = 0; i < 17; i += 1) {
      await server.post('account/transfer', {
        token: user.token,
        body: { currency_id: USDT, balance: '1', from: 1, to: 2 },
      });
    }
    credit(server, user.id, BTC, 2, '1');
    const first = await server.get<AccountTypeLogPage>('account_log/legal', { token: user.token });
    expect(first.data).toMatchObject({ total: 18, per_page: 15, last_page: 2, current_page: 1 });
    expect(first.data.data).toHaveLength(15);
    const second = await server.get<AccountTypeLogPage>('account_log/legal', {
      token: user.token,
      query: { page: 2 },
    });
    expect(second.data.data).toHaveLength(3);
    const usdtOnly = await server.get<AccountTypeLogPage>('account_log/legal', {
      token: user.token,
      query: { currency_id: USDT },
    });
    expect(usdtOnly.data.total).toBe(17);
    const otherLog = await server.get<AccountTypeLogPage>('account_log/legal', {
      token: other.token,
    });
    expect(otherLog.data.total).toBe(0);
    const micro = await server.get<AccountTypeLogPage>('account_log/micro', { token: user.token });
    expect(micro.data.total).toBe(0);
    // Memos are stored in English and read in the reader's language, by the row's reason.
    const german = await server.get<AccountTypeLogPage>('account_log/legal', {
      token: user.token,
      query: { currency_id: USDT },
      lang: 'de',
    });
    expect(german.data.data[0].memo).toBe('Umbuchung zwischen Konten: Spot-Konto → Fiat-Konto');
    expect(
      await server.get('account_log/legal', { token: user.token, query: { page: 0 }, lang: 'es' }),
    ).toEqual({ code: 0, msg: 'Parámetro no válido: page', data: null });
    expect(
      (await server.get('account_log/legal', { token: user.token, query: { currency_id: 77 } }))
        .code,
    ).toBe(0);
  });
});
