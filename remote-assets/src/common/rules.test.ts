import { otherSide } from '../assets/transfer/transfer-sides';
import { canCharge, canMention } from './accounts';
import {
  feePercent,
  receivedAmount,
  validateCharge,
  validateMention,
  validateTransfer,
} from './rules';

const limits = { decimals: 4, draw_min: '10', draw_max: '1000' };

describe('manual deposit', () => {
  it('asks for the amount, then the wallet address, in that order', () => {
    expect(validateCharge('', '', 8)).toBe('p_chargeNum');
    expect(validateCharge('5', '', 8)).toBe('p_walletAddress');
    expect(validateCharge('abc', '0xfrom', 8)).toBe('errors.amountFormat');
    expect(validateCharge('5', '0xfrom', 8)).toBeNull();
  });

  it('refuses an amount below the chain’s deposit minimum, exactly', () => {
    expect(validateCharge('1.49999999', '0xfrom', 8, '1.5')).toBe('errors.belowMin');
    expect(validateCharge('1.5', '0xfrom', 8, '1.5')).toBeNull();
    expect(validateCharge('1.50000001', '0xfrom', 8, '1.5')).toBeNull();
  });
});

describe('withdrawal', () => {
  it('asks for address, amount, trade password in the spec order', () => {
    expect(validateMention({ address: '', amount: '', payPassword: '' }, limits)).toBe('pbtwaf');
    expect(validateMention({ address: 'a', amount: '', payPassword: '' }, limits)).toBe('p_minnum');
    expect(validateMention({ address: 'a', amount: '20', payPassword: '' }, limits)).toBe(
      'payPassword',
    );
    expect(validateMention({ address: 'a', amount: '20', payPassword: 'x' }, limits)).toBeNull();
  });

  it('enforces draw_min, draw_max (0 = none) and the decimals', () => {
    const ok = { address: 'a', payPassword: 'x' };
    expect(validateMention({ ...ok, amount: '9.9999' }, limits)).toBe('errors.belowMin');
    expect(validateMention({ ...ok, amount: '10' }, limits)).toBeNull();
    expect(validateMention({ ...ok, amount: '1000' }, limits)).toBeNull();
    expect(validateMention({ ...ok, amount: '1000.0001' }, limits)).toBe('errors.aboveMax');
    expect(validateMention({ ...ok, amount: '5000' }, { ...limits, draw_max: '0' })).toBeNull();
    expect(validateMention({ ...ok, amount: '10.00001' }, limits)).toBe('errors.amountFormat');
    expect(validateMention({ ...ok, amount: '1e3' }, limits)).toBe('errors.amountFormat');
  });

  it('shows the fee as draw_rate × 100 and the received amount exactly', () => {
    expect(feePercent('0.001')).toBe('0.1');
    expect(feePercent('0.015')).toBe('1.5');
    expect(receivedAmount('100', '0.001')).toBe('99.9');
    // 0.1 + 0.2 style float errors must not appear.
    expect(receivedAmount('0.3', '0.1')).toBe('0.27');
    expect(receivedAmount('123.456789', '0.003')).toBe('123.086418633');
    expect(receivedAmount('', '0.001')).toBe('');
    expect(receivedAmount('abc', '0.001')).toBe('');
  });
});

describe('transfer', () => {
  it('asks for the amount first, then checks the sides, shape and balance', () => {
    expect(validateTransfer('', 8, '10', 1, 3)).toBe('p_transfernum');
    expect(validateTransfer('1', 8, '10', 1, 1)).toBe('errors.sameAccount');
    expect(validateTransfer('-1', 8, '10', 1, 3)).toBe('errors.amountFormat');
    expect(validateTransfer('10.5', 8, '10', 1, 3)).toBe('errors.overBalance');
    expect(validateTransfer('10', 8, '10', 1, 3)).toBeNull();
  });

  it('choosing one side moves the other away from it', () => {
    const ids = [1, 2, 3, 4, 5];
    expect(otherSide(ids, 3, 1)).toBe(1);
    expect(otherSide(ids, 1, 1)).toBe(2);
    expect(otherSide(ids, 2, 2)).toBe(1);
    expect(otherSide([3], 3, 3)).toBe(3);
  });
});

describe('action rules', () => {
  it('needs both the group and the currency to allow it', () => {
    expect(canCharge({ is_recharge: 1 }, 1)).toBe(true);
    expect(canCharge({ is_recharge: 0 }, 1)).toBe(false);
    expect(canCharge({ is_recharge: 1 }, 0)).toBe(false);
    expect(canMention({ is_withdraw: 1 }, 1)).toBe(true);
    expect(canMention({ is_withdraw: 0 }, 1)).toBe(false);
    expect(canMention({ is_withdraw: 1 }, 0)).toBe(false);
  });
});
