import { depthCurve } from './depth-curve';
import { buildDepthOption } from './depth-chart';

const row = (
  price: string,
  amount: string,
): { index: number; price: string; number: string; amount: string; sum: string } => ({
  index: 0,
  price,
  number: amount,
  amount,
  sum: amount,
});

describe('depthCurve', () => {
  const depth = {
    in: [row('99', '1'), row('98', '2.5'), row('97', '0.1')],
    out: [row('101', '0.2'), row('102', '0.1')],
  };

  it('cumulates from the best price outwards, ordered by price', () => {
    expect(depthCurve(depth)).toEqual({
      bids: [
        [97, 3.6],
        [98, 3.5],
        [99, 1],
      ],
      asks: [
        [101, 0.2],
        // Summed exactly: 0.2 + 0.1 is 0.3, not 0.30000000000000004.
        [102, 0.3],
      ],
    });
  });

  it('draws bids in the up colour and asks in the down colour', () => {
    const option = buildDepthOption(depth, {
      mode: 'dark',
      priceDecimals: 2,
      language: 'en',
      bids: 'Bids',
      asks: 'Asks',
    }) as {
      series: { id: string; name: string; lineStyle: { color: string } }[];
    };
    expect(option.series.map((item) => [item.id, item.name, item.lineStyle.color])).toEqual([
      ['bids', 'Bids', '#2ebd85'],
      ['asks', 'Asks', '#ff5c70'],
    ]);
  });

  it("prints prices at the pair's decimals and amounts in the page language's separators", () => {
    type Axis = { axisLabel: { formatter: (value: number) => string } };
    const option = buildDepthOption(depth, {
      mode: 'light',
      priceDecimals: 2,
      language: 'de',
      bids: 'Gebote',
      asks: 'Angebote',
    }) as {
      xAxis: Axis;
      yAxis: Axis;
      axisPointer: { label: { formatter: (item: { value: number }) => string } };
    };
    expect(option.xAxis.axisLabel.formatter(96600.125)).toBe('96.600,13');
    expect(option.axisPointer.label.formatter({ value: 1234.5 })).toBe('1.234,50');
    expect(option.yAxis.axisLabel.formatter(12500)).toBe('12.500');
    expect(option.yAxis.axisLabel.formatter(0.25)).toBe('0,25');
  });
});
