import { visibleMenu } from './assets-menu';

describe('assets menu', () => {
  it('shows an account page only when the simple list holds its id', () => {
    expect(visibleMenu([{ id: 1 }, { id: 3 }], true)).toEqual([
      'overview',
      'tradeAccount',
      'leverAccount',
      'recharge',
      'standTransfer',
      'transfer',
    ]);
  });

  it('always starts with the overview, even without any account page', () => {
    expect(visibleMenu([], false)).toEqual(['overview', 'standTransfer', 'transfer']);
  });

  it('hides recharge when pay-in is closed', () => {
    expect(
      visibleMenu(
        [1, 2, 3, 4, 5].map((id) => ({ id })),
        false,
      ),
    ).toEqual([
      'overview',
      'tradeAccount',
      'legalAccount',
      'leverAccount',
      'secondAccount',
      'financialAccount',
      'standTransfer',
      'transfer',
    ]);
  });
});
