import { Box } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';

/** One colour per account type id (1–5), from the theme so both themes keep their contrast. */
export const PART_COLORS: Readonly<Record<number, string>> = {
  1: 'primary.main',
  2: 'success.main',
  3: 'warning.main',
  4: 'info.main',
  5: 'secondary.main',
};

export type SplitSegment = { id: number; share: string };

/**
 * The split of the total as one stacked bar drawn with CSS (no chart library on the assets first
 * screen). Widths are the floored percent strings themselves, never a float computed here; the
 * bar is one image whose text alternative lists the shares.
 */
export const SplitBar = ({
  segments,
  label,
}: {
  segments: SplitSegment[];
  label: string;
}): ReactElement => (
  <Box
    role="img"
    aria-label={label}
    data-testid="overview-split"
    sx={{
      display: 'flex',
      height: 12,
      borderRadius: 6,
      overflow: 'hidden',
      bgcolor: 'action.hover',
    }}
  >
    {segments
      .filter((segment) => segment.share !== '0.0')
      .map((segment) => (
        <Box
          key={segment.id}
          data-testid={`overview-split-${segment.id}`}
          sx={{ width: `${segment.share}%`, bgcolor: PART_COLORS[segment.id] ?? 'grey.500' }}
        />
      ))}
  </Box>
);
