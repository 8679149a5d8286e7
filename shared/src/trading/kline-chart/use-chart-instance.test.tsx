import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { ChartEngine, ChartEngineLoader } from '../chart-engine';
import { useChartInstance } from './use-chart-instance';

// The chart library is fetched only once the screen that holds the chart has been painted.

const engine: ChartEngine = {
  init: () => ({
    setOption: () => undefined,
    resize: () => undefined,
    dispose: () => undefined,
    convertFromPixel: () => 0,
    on: () => () => undefined,
  }),
};

const Probe = ({ load }: { load: ChartEngineLoader }): ReactElement => {
  const { containerRef, chart } = useChartInstance(load);
  return <div ref={containerRef} data-testid="probe" data-ready={chart !== null} />;
};

let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  jest.useFakeTimers();
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

/** The browser paints a frame: its animation-frame callbacks run, then the tasks after it. */
const paintFrame = async (): Promise<void> => {
  await act(async () => {
    const due = frames;
    frames = [];
    due.forEach((callback) => callback(performance.now()));
    await jest.runOnlyPendingTimersAsync();
  });
};

test('the library is not asked for before a frame was painted, and the chart comes after', async () => {
  const load = jest.fn(() => Promise.resolve(engine));
  const view = render(<Probe load={load} />);
  await act(async () => {
    await jest.runOnlyPendingTimersAsync();
  });
  expect(load).not.toHaveBeenCalled();
  await paintFrame();
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => {
    await jest.runAllTimersAsync();
  });
  expect(view.getByTestId('probe').dataset.ready).toBe('true');
});

test('a chart gone before the first paint never fetches the library', async () => {
  const load = jest.fn(() => Promise.resolve(engine));
  const view = render(<Probe load={load} />);
  view.unmount();
  await paintFrame();
  await act(async () => {
    await jest.runAllTimersAsync();
  });
  expect(load).not.toHaveBeenCalled();
});
