import { Box, useTheme } from '@exchange/shared/ui-kit';
import { useEffect, useState, type ReactElement, type RefObject } from 'react';
import type { ChartInstance } from '../chart-engine';
import { barReadout, pointedBarIndex, type BarReadout } from './bar-readout';
import { paletteOf, type KlineLook } from './kline-option';
import type { KlineSeries } from './kline-series';

export type BarReadoutPanelProps = {
  /** The base chart: its axis pointer says which bar is pointed at. */
  chart: ChartInstance | null;
  /** The chart's data and look as of now (they change outside React renders). */
  seriesRef: RefObject<KlineSeries | null>;
  lookRef: RefObject<KlineLook>;
};

/**
 * The open, high, low, close, volume and MAs of the bar under the pointer, in the chart's top
 * left corner while the pointer is over the chart. It re-renders on pointer moves only: the
 * ticks that draw the chart do not touch it.
 */
export const BarReadoutPanel = ({
  chart,
  seriesRef,
  lookRef,
}: BarReadoutPanelProps): ReactElement | null => {
  const mode = useTheme().palette.mode;
  const [readout, setReadout] = useState<BarReadout | null>(null);
  useEffect(() => {
    if (!chart?.on) return undefined;
    const read = (event: unknown): void => {
      const series = seriesRef.current;
      const index = series ? pointedBarIndex(event, series.times) : null;
      setReadout(series && index !== null ? barReadout(series, lookRef.current, index) : null);
    };
    const offPointer = chart.on('updateAxisPointer', read);
    const offLeave = chart.on('globalout', () => setReadout(null));
    return () => {
      offPointer();
      offLeave();
      setReadout(null);
    };
  }, [chart, seriesRef, lookRef]);
  if (!readout) return null;
  return (
    <Box
      data-testid="kline-readout"
      sx={{
        position: 'absolute',
        top: 14,
        left: 12,
        maxWidth: 'calc(100% - 96px)',
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 1.5,
        rowGap: 0.25,
        px: 1,
        py: 0.5,
        borderRadius: 1,
        pointerEvents: 'none',
        fontSize: 12,
        lineHeight: 1.4,
        fontVariantNumeric: 'tabular-nums',
        color: 'text.primary',
        bgcolor: paletteOf(mode).readout,
      }}
    >
      <Box component="span" data-testid="kline-readout-time" sx={{ color: 'text.secondary' }}>
        {readout.time}
      </Box>
      {readout.rows.map((row) => (
        <Box component="span" key={row.label} data-testid="kline-readout-row">
          <Box component="span" sx={{ color: row.colour ?? 'text.secondary', mr: 0.5 }}>
            {row.label}
          </Box>
          {row.value}
        </Box>
      ))}
      {readout.cross ? (
        <Box component="span" data-testid="kline-readout-cross" sx={{ fontWeight: 600 }}>
          {readout.cross}
        </Box>
      ) : null}
    </Box>
  );
};
