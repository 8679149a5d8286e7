// The chart chunk carries only what is registered: the parts are named stand-ins here, so the
// test reads which ones the engine registers without loading ECharts.
const registered: string[] = [];

jest.mock('echarts/core', () => ({
  init: jest.fn(),
  use: (parts: string[]) => registered.push(...parts),
}));
jest.mock('echarts/charts', () => ({
  BarChart: 'BarChart',
  CandlestickChart: 'CandlestickChart',
  LineChart: 'LineChart',
}));
jest.mock('echarts/components', () => ({
  AxisPointerComponent: 'AxisPointerComponent',
  DataZoomInsideComponent: 'DataZoomInsideComponent',
  GridComponent: 'GridComponent',
  TooltipComponent: 'TooltipComponent',
}));
jest.mock('echarts/renderers', () => ({ CanvasRenderer: 'CanvasRenderer' }));

it('registers the chart types, axis pointers, zoom, grid and canvas, and no tooltip', async () => {
  await import('./echarts-engine');
  expect([...registered].sort()).toEqual([
    'AxisPointerComponent',
    'BarChart',
    'CandlestickChart',
    'CanvasRenderer',
    'DataZoomInsideComponent',
    'GridComponent',
    'LineChart',
  ]);
});

describe('resize', () => {
  type SizedChart = { resize: jest.Mock; getWidth: () => number; getHeight: () => number };
  const chartOfSize = (width: number, height: number): SizedChart => ({
    resize: jest.fn(),
    getWidth: () => width,
    getHeight: () => height,
  });
  const elementOfSize = (width: number, height: number): HTMLElement => {
    const element = document.createElement('div');
    Object.defineProperty(element, 'clientWidth', { value: width });
    Object.defineProperty(element, 'clientHeight', { value: height });
    return element;
  };

  it('leaves a chart alone when its container kept the size it was drawn at', async () => {
    const { init } = jest.requireMock<{ init: jest.Mock }>('echarts/core');
    const { echartsEngine } = await import('./echarts-engine');
    const chart = chartOfSize(800, 516);
    init.mockReturnValueOnce(chart);
    echartsEngine.init(elementOfSize(800, 516)).resize();
    expect(chart.resize).not.toHaveBeenCalled();
  });

  it('resizes a chart whose container grew or shrank', async () => {
    const { init } = jest.requireMock<{ init: jest.Mock }>('echarts/core');
    const { echartsEngine } = await import('./echarts-engine');
    for (const [width, height] of [
      [801, 516],
      [800, 400],
    ]) {
      const chart = chartOfSize(800, 516);
      init.mockReturnValueOnce(chart);
      echartsEngine.init(elementOfSize(width, height)).resize();
      expect(chart.resize).toHaveBeenCalledTimes(1);
    }
  });
});
