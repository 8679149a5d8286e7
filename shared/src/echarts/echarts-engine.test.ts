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
