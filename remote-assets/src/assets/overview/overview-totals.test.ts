import type { AccountGroup } from '@exchange/shared';
import { groups } from '../../test-kit/assets-test-kit';
import { overviewOf } from './overview-totals';

const withTotals = (totals: string[]): AccountGroup[] =>
  groups(() => []).map((group, index) => ({ ...group, convert_usd: totals[index] ?? '0.00' }));

describe('overviewOf (docs/product.md#assets-area)', () => {
  it('sums the groups exactly, where floats would drift', () => {
    const overview = overviewOf(withTotals(['0.10', '0.20', '0.70', '9007199254740993.01', '0']));
    expect(overview.total).toBe('9007199254740994.01');
    expect(overview.empty).toBe(false);
  });

  it('gives each account its share floored to 1 decimal, in account order', () => {
    const overview = overviewOf(withTotals(['1.00', '1.00', '1.00', '0.00', '0.00']).reverse());
    expect(overview.parts.map((part) => [part.page.path, part.usd, part.share])).toEqual([
      ['tradeAccount', '1.00', '33.3'],
      ['legalAccount', '1.00', '33.3'],
      ['leverAccount', '1.00', '33.3'],
      ['secondAccount', '0.00', '0.0'],
      ['financialAccount', '0.00', '0.0'],
    ]);
    expect(overview.total).toBe('3.00');
  });

  it('is empty when every account is worth zero, with zero shares', () => {
    const overview = overviewOf(withTotals(['0.00', '0', '0.00', '0.00', '0.00']));
    expect(overview).toMatchObject({ total: '0.00', empty: true });
    expect(overview.parts.every((part) => part.share === '0.0')).toBe(true);
  });

  it('leaves out a group id the menu does not know and reads a malformed total as zero', () => {
    const list = withTotals(['5.00', 'oops', '0.00', '0.00', '0.00']);
    list.push({ ...list[0], id: 9, convert_usd: '1000.00' });
    const overview = overviewOf(list);
    expect(overview.total).toBe('5.00');
    expect(overview.parts).toHaveLength(5);
    expect(overview.parts[0].share).toBe('100.0');
  });
});
