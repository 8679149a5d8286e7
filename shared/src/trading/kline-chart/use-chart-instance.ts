import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ChartEngineLoader, ChartInstance } from '../chart-engine';

/**
 * Resolves with `value` in a later task. The chart library is evaluated as its module arrives;
 * creating the chart in the same task made one long task of both on a phone (≈ 60–80 ms at 4x).
 */
const nextTask = <T>(value: T): Promise<T> =>
  new Promise((resolve) => setTimeout(() => resolve(value), 0));

/**
 * Resolves in the task after the next frame was painted. The chart library is the biggest
 * download of a chart page (≈ 180 KB compressed): fetched while the first screen was still being
 * painted, it shared a phone's bandwidth with what that screen needs and Lighthouse's slow-4G
 * run counted it against the largest paint (/trade LCP 2.2 s or 3.3 s by which came first).
 */
const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

export type ChartInstanceState = {
  containerRef: RefObject<HTMLDivElement | null>;
  /** Null until the library arrived and the chart was created in the container. */
  chart: ChartInstance | null;
  failed: boolean;
  retry: () => void;
};

/**
 * Loads the chart library after the first paint and creates one chart in the container, resized
 * with it and disposed on unmount. The page is usable before the library arrives.
 */
export const useChartInstance = (loadEngine: ChartEngineLoader): ChartInstanceState => {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [state, setState] = useState<{ chart: ChartInstance | null; failedAt: number | null }>({
    chart: null,
    failedAt: null,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    let instance: ChartInstance | null = null;
    let observer: ResizeObserver | null = null;
    const resize = (): void => instance?.resize();
    afterNextPaint()
      .then(() => (active ? loadEngine() : Promise.reject(new Error('unmounted'))))
      .then(nextTask)
      .then(
        (engine) => {
          const element = containerRef.current;
          if (!active || !element) return;
          instance = engine.init(element, { renderer: 'canvas' });
          if (typeof ResizeObserver !== 'undefined') {
            observer = new ResizeObserver(resize);
            observer.observe(element);
          } else {
            window.addEventListener('resize', resize);
          }
          setState({ chart: instance, failedAt: null });
        },
        () => active && setState({ chart: null, failedAt: attempt }),
      );
    return () => {
      active = false;
      observer?.disconnect();
      window.removeEventListener('resize', resize);
      instance?.dispose();
      setState({ chart: null, failedAt: null });
    };
  }, [loadEngine, attempt]);

  return {
    containerRef,
    chart: state.chart,
    failed: state.failedAt === attempt,
    retry: () => setAttempt((value) => value + 1),
  };
};
