import { visibleMenu } from './assets-menu';

describe('assets menu', () => {
  it('shows an account page only when the simple list holds its id', () => {
    expect(visibleMenu([{ id: 1 }, { id: 3 }], true)).toEqual([
      'tradeAccount',
      'leverAccount',
      'recharge',
      'standTransfer',
      'transfer',
    ]);
  });

  it('hides recharge when pay-in is closed', () => {
    expect(
      visibleMenu(
        [1, 2, 3, 4, 5].map((id) => ({ id })),
        false,
      ),
    ).toEqual([
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
