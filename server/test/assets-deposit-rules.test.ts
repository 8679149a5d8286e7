import type { WalletInfo } from '@exchange/shared/contract';
import {
  DEFAULT_DEPOSIT_CONFIRMATIONS,
  depositConfirmations,
  rechargeMin,
} from '../src/assets/chains/deposit-rules';
import { assetUser, BTC, USDT } from './assets-helpers';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const setSetting = (key: string, value: string | null): void => {
  if (value === null) server.db.prepare('DELETE FROM settings WHERE key = ?').run(key);
  else {
    server.db
      .prepare(
        `INSERT INTO settings (key, value, description) VALUES (?, ?, 'test')
           ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
      )
      .run(key, value);
  }
};

const protocolsOf = async (
  token: string,
  currencyId: number,
): Promise<WalletInfo['currency_protocols']> =>
  (await server.get<WalletInfo>('wallet/wallet', { token, query: { currency_id: currencyId } }))
    .data.currency_protocols;

describe('deposit minimum and confirmations per chain (docs/product.md#assets-area)', () => {
  it('defaults the minimum to the currency’s draw_min and the confirmations to the chain’s', async () => {
    const user = await assetUser(server);
    const [erc, trc] = await protocolsOf(user.token, USDT);
    const drawMin = server.db
      .prepare('SELECT draw_min FROM currencies WHERE id = ?')
      .pluck()
      .get(USDT) as string;
    expect([erc.min_recharge, trc.min_recharge]).toEqual([drawMin, drawMin]);
    expect([erc.confirmations, trc.confirmations]).toEqual([12, 20]);
    const [btc] = await protocolsOf(user.token, BTC);
    expect(btc.min_recharge).toBe('0.001');
    expect(btc.confirmations).toBe(2);
  });

  it('reads the per-chain setting first, then the per-currency one, ignoring malformed values', async () => {
    const user = await assetUser(server);
    try {
      setSetting('recharge_min_USDT', '5');
      setSetting('recharge_min_USDT_TRC20', '1.50');
      let [erc, trc] = await protocolsOf(user.token, USDT);
      expect([erc.min_recharge, trc.min_recharge]).toEqual(['5', '1.5']);
      setSetting('recharge_min_USDT_TRC20', '-1');
      setSetting('recharge_min_USDT', '1e3');
      [erc, trc] = await protocolsOf(user.token, USDT);
      expect([erc.min_recharge, trc.min_recharge]).toEqual(['10', '10']);
    } finally {
      setSetting('recharge_min_USDT', null);
      setSetting('recharge_min_USDT_TRC20', null);
    }
  });

  it('block_chain/currency_protocols carries the same fields on every chain', async () => {
    const user = await assetUser(server);
    const rows = (
      await server.get<WalletInfo['currency_protocols']>('block_chain/currency_protocols', {
        token: user.token,
      })
    ).data;
    expect(rows.map((row) => [row.chain_protocol.code, row.confirmations])).toEqual([
      ['ERC20', 12],
      ['TRC20', 20],
      ['BTC', 2],
      ['ETH', 12],
      ['XRP', 1],
      ['EOS', 1],
    ]);
    expect(rows.every((row) => /^\d+(\.\d+)?$/.test(row.min_recharge))).toBe(true);
  });

  it('helpers: an unknown chain waits the default; no setting falls back to draw_min', () => {
    expect(depositConfirmations('NEWCHAIN')).toBe(DEFAULT_DEPOSIT_CONFIRMATIONS);
    expect(rechargeMin(() => undefined, { code: 'X', draw_min: '0.0100' }, 'BTC')).toBe('0.01');
    expect(
      rechargeMin(
        (key) => (key === 'recharge_min_X' ? ' 2 ' : undefined),
        { code: 'X', draw_min: '1' },
        'BTC',
      ),
    ).toBe('2');
  });
});
