import { Box } from '@exchange/shared/ui-kit';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';

export type InfoTipProps = {
  /** The words the tip explains; they become the button that opens it. */
  label: string;
  /** The explanation, one or two sentences. */
  tip: string;
  /** What follows the label (the figure), inside the same hover area. */
  children?: ReactNode;
  testId: string;
};

/** Widest the tip gets, and its distance from the label and the window's edges, in px. */
const TIP_WIDTH = 300;
const GAP = 6;
/** Room a tip of a few lines needs under the label; with less it opens above. */
const ROOM_BELOW = 140;

/**
 * Where the tip goes, fixed to the window: panels around the label clip what overflows them
 * (the positions panel does), so the tip cannot sit inside them.
 */
export const tipPlacement = (
  label: Pick<DOMRect, 'left' | 'top' | 'bottom'>,
  view: { width: number; height: number },
): CSSProperties => {
  const left = Math.max(GAP, Math.min(label.left, view.width - GAP - TIP_WIDTH));
  return view.height - label.bottom >= ROOM_BELOW
    ? { left, top: label.bottom + GAP }
    : { left, bottom: view.height - label.top + GAP };
};

/**
 * A label that explains itself: the tip opens on hover, on keyboard focus and on a tap, stays
 * open while the pointer is over it (so it can be read and selected), and closes on Escape, on
 * leaving, on blur, on a tap elsewhere or on scrolling. Hand-made rather than MUI's Tooltip: that
 * one brings the Popper positioning engine to the lever page for one line of text.
 */
export const InfoTip = ({ label, tip, children, testId }: InfoTipProps): ReactElement => {
  const [place, setPlace] = useState<CSSProperties | null>(null);
  const open = place !== null;
  const tipId = useId();
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const show = (): void => {
    const box = button.current?.getBoundingClientRect();
    if (box) setPlace(tipPlacement(box, { width: window.innerWidth, height: window.innerHeight }));
  };
  const hide = (): void => setPlace(null);
  useEffect(() => {
    if (!open) return undefined;
    // A tap outside closes it: a phone's tap does not always move the focus (Safari).
    const outside = (event: PointerEvent): void => {
      if (!root.current?.contains(event.target as Node)) setPlace(null);
    };
    const escape = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') setPlace(null);
    };
    // Fixed to the window, the tip would stay put while the label scrolls away.
    const away = (): void => setPlace(null);
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    window.addEventListener('scroll', away, true);
    window.addEventListener('resize', away);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
      window.removeEventListener('scroll', away, true);
      window.removeEventListener('resize', away);
    };
  }, [open]);
  return (
    <Box
      component="span"
      ref={root}
      data-testid={testId}
      onMouseEnter={show}
      onMouseLeave={hide}
      sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 0.5 }}
    >
      <Box
        component="button"
        ref={button}
        type="button"
        aria-describedby={tipId}
        onFocus={show}
        onBlur={hide}
        // A tap opens it (a second tap keeps it open; a tap elsewhere closes it).
        onClick={show}
        data-testid={`${testId}-label`}
        sx={{
          font: 'inherit',
          color: 'inherit',
          background: 'none',
          border: 0,
          p: 0,
          cursor: 'help',
          textDecoration: 'underline dotted',
          textUnderlineOffset: '3px',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {label}
      </Box>
      {children}
      {/* Always in the page, hidden when closed: a screen reader reads it as the description. */}
      <Box
        component="span"
        role="tooltip"
        id={tipId}
        hidden={!open}
        data-testid={`${testId}-tip`}
        style={place ?? undefined}
        sx={{
          position: 'fixed',
          zIndex: 'tooltip',
          width: 'max-content',
          maxWidth: `min(${TIP_WIDTH}px, calc(100vw - ${2 * GAP}px))`,
          px: 1.25,
          py: 0.75,
          borderRadius: 1,
          boxShadow: 3,
          bgcolor: 'text.primary',
          color: 'background.paper',
          typography: 'caption',
          lineHeight: 1.5,
          whiteSpace: 'normal',
          '&[hidden]': { display: 'none' },
          // Bridges the gap to the label, so the pointer can move onto the tip without closing it.
          '&::before': { content: '""', position: 'absolute', inset: `-${GAP}px 0`, zIndex: -1 },
        }}
      >
        {tip}
      </Box>
    </Box>
  );
};
