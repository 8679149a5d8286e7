import {
  isValidAddress,
  isValidMemo,
  memoKindOf,
  toChecksumAddress,
  type AddressFormat,
} from '../src/assets/chains/chain-address';
import { depositTarget } from '../src/assets/deposit-address';

// Published vectors: EIP-55, BIP-173 / BIP-350, the genesis accounts of Bitcoin and XRP, the
// USDT contract on TRON.
const VALID: Record<AddressFormat, string[]> = {
  evm: [
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
    '0xde709f2102306220921060314715629080e2fb77',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  ],
  tron: ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
  btc: [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
    'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
  ],
  xrp: ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh'],
  eos: ['eosio.token', 'binancecleos', 'a', 'zzzzzzzzzzz5'],
};

const INVALID: Record<AddressFormat, string[]> = {
  evm: [
    // One letter's case changed: the EIP-55 checksum fails.
    '0x52908400098527886E0F7030069857D2E4169Ee7',
    '0x52908400098527886E0F7030069857D2E4169EE',
    '52908400098527886E0F7030069857D2E4169EE7',
    '0xG2908400098527886E0F7030069857D2E4169EE7',
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  ],
  tron: [
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u',
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
  ],
  btc: [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5',
    // Mixed case is not bech32.
    'bc1QW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    // Testnet.
    'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    // Witness v1 spelled with bech32 instead of bech32m (BIP-350).
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx',
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    '0x52908400098527886E0F7030069857D2E4169EE7',
  ],
  xrp: [
    'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTi',
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  ],
  eos: ['Binancecleos', 'abc6', 'abcdefghijklm', 'abc.', '', 'eos io'],
};

describe('chain address checks', () => {
  for (const format of Object.keys(VALID) as AddressFormat[]) {
    it(`accepts valid ${format} addresses and refuses others`, () => {
      for (const address of VALID[format])
        expect([address, isValidAddress(format, address)]).toEqual([address, true]);
      for (const address of INVALID[format])
        expect([address, isValidAddress(format, address)]).toEqual([address, false]);
    });
  }

  it('computes EIP-55 checksums', () => {
    expect(toChecksumAddress('52908400098527886e0f7030069857d2e4169ee7')).toBe(
      '0x52908400098527886E0F7030069857D2E4169EE7',
    );
  });

  it('checks XRP tags and EOS memos; other chains have no memo', () => {
    expect([memoKindOf('xrp'), memoKindOf('eos'), memoKindOf('evm')]).toEqual([
      'tag',
      'text',
      'none',
    ]);
    expect(['', '0', '123', '4294967295'].map((tag) => isValidMemo('xrp', tag))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['4294967296', 'abc', '-1', '1.5', '12345678901'].map((tag) => isValidMemo('xrp', tag)),
    ).toEqual([false, false, false, false, false]);
    expect(isValidMemo('eos', 'x'.repeat(256))).toBe(true);
    expect(isValidMemo('eos', 'x'.repeat(257))).toBe(false);
    // Bytes, not characters: 86 three-byte characters are 258 bytes.
    expect(isValidMemo('eos', '币'.repeat(86))).toBe(false);
  });

  it('derives deposit targets that pass their own chain checks', () => {
    for (const [code, format] of [
      ['ERC20', 'evm'],
      ['TRC20', 'tron'],
      ['BTC', 'btc'],
      ['XRP', 'xrp'],
      ['EOS', 'eos'],
    ] as const) {
      for (const userId of [1, 2, 77, 123456]) {
        const target = depositTarget('secret', userId, code, format);
        expect([code, userId, isValidAddress(format, target.address)]).toEqual([
          code,
          userId,
          true,
        ]);
        expect(isValidMemo(format, target.memo)).toBe(true);
      }
    }
  });
});
