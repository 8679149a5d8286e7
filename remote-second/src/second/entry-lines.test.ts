import { optionOrder, secondI18n, secondTexts, settled } from '../test-kit/second-kit';
import { entryLines } from './entry-lines';

it('makes a line of each running order of the pair, labelled and coloured by direction', async () => {
  const i18n = await secondI18n();
  const t = i18n.getFixedT('second');
  const orders = [
    optionOrder(1, { open_price: '100.5', type: 1 }),
    optionOrder(2, { open_price: '99.75', type: 2 }),
    settled(optionOrder(3, { open_price: '98' }), '97', 'loss'),
    optionOrder(4, { match_id: 2, open_price: '50' }),
  ];
  expect(entryLines(orders, 1, t)).toEqual([
    { price: '100.5', label: secondTexts.direction.up, tone: 'up' },
    { price: '99.75', label: secondTexts.direction.down, tone: 'down' },
  ]);
  expect(entryLines([settled(orders[0], '101', 'win')], 1, t)).toEqual([]);
});
