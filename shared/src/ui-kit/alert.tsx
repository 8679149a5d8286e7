import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import { darken, lighten, styled, type SxProps, type Theme } from '@mui/material/styles';
import type { HTMLAttributes, ReactElement, ReactNode, Ref } from 'react';
import { classNames } from './class-names';

// The kit's own Alert and AlertTitle, in place of MUI's: the product uses their severities,
// three variants, an action and a close button, and that is ≈ 1 KB here against 3.9 KB gzip of
// MUI's (its icon set and class machinery) on every page's first load, where no alert shows.
// The colours follow MUI's own rules for them; the class names keep MUI's (`MuiAlert-root`,
// `-icon`, `-message`, `-action`, `MuiAlertTitle-root`) for anything that selects on them.

export type AlertSeverity = 'success' | 'info' | 'warning' | 'error';

export type AlertProps = Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'color'> & {
  severity?: AlertSeverity;
  variant?: 'standard' | 'outlined' | 'filled';
  /** Controls at the end of the alert (e.g. a retry button). */
  action?: ReactNode;
  /** Draws a close button (when there is no `action`). */
  onClose?: () => void;
  /** The close button's accessible name. */
  closeText?: string;
  /** `alert` by default; `status` for news that should not interrupt. */
  role?: string;
  children?: ReactNode;
  sx?: SxProps<Theme>;
  /** The root element (a Snackbar's transition holds the alert by it). */
  ref?: Ref<HTMLDivElement>;
  [data: `data-${string}`]: string | undefined;
};

// Material icons: CheckCircleOutline, InfoOutlined, ReportProblemOutlined, ErrorOutline, Close.
const ICON_PATHS: Record<AlertSeverity, string> = {
  success:
    'M20 12a8 8 0 0 1-8 8 8 8 0 0 1-8-8 8 8 0 0 1 8-8c.76 0 1.5.11 2.2.31l1.57-1.57A9.8 9.8 0 0 0 12 2 10 10 0 0 0 2 12a10 10 0 0 0 10 10 10 10 0 0 0 10-10M7.91 10.08 6.5 11.5 11 16 21 6l-1.41-1.42L11 13.17z',
  info: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
  warning: 'M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v4h2z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
};
const CLOSE_PATH =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

type RootProps = { severity: AlertSeverity; variant: 'standard' | 'outlined' | 'filled' };

const AlertRoot = styled('div', {
  shouldForwardProp: (prop) => prop !== 'severity' && prop !== 'variant',
})<RootProps>(({ theme, severity, variant }) => {
  const tone = theme.palette[severity];
  const dark = theme.palette.mode === 'dark';
  const text = (dark ? lighten : darken)(tone.light, 0.6);
  const looks = {
    standard: { color: text, backgroundColor: (dark ? darken : lighten)(tone.light, 0.9) },
    outlined: { color: text, border: `1px solid ${tone.light}` },
    filled: {
      color: theme.palette.getContrastText(dark ? tone.dark : tone.main),
      backgroundColor: dark ? tone.dark : tone.main,
      fontWeight: theme.typography.fontWeightMedium,
    },
  };
  return {
    ...theme.typography.body2,
    display: 'flex',
    padding: '6px 16px',
    borderRadius: theme.shape.borderRadius,
    ...looks[variant],
    '& .MuiAlert-icon': {
      display: 'flex',
      marginRight: 12,
      padding: '7px 0',
      fontSize: 22,
      opacity: 0.9,
      color: variant === 'filled' ? 'inherit' : tone.main,
    },
    '& .MuiAlert-message': { padding: '8px 0', minWidth: 0, overflow: 'auto' },
    '& .MuiAlert-action': {
      display: 'flex',
      alignItems: 'flex-start',
      padding: '4px 0 0 16px',
      marginLeft: 'auto',
      marginRight: -8,
    },
  };
});

/** A message box in a severity's colours, with its icon. */
export const Alert = ({
  severity = 'success',
  variant = 'standard',
  action,
  onClose,
  closeText = 'Close',
  role = 'alert',
  children,
  className,
  ...rest
}: AlertProps): ReactElement => (
  <AlertRoot
    data-severity={severity}
    {...rest}
    severity={severity}
    variant={variant}
    role={role}
    className={classNames('MuiAlert-root', className)}
  >
    <div className="MuiAlert-icon">
      <SvgIcon fontSize="inherit">
        <path d={ICON_PATHS[severity]} />
      </SvgIcon>
    </div>
    <div className="MuiAlert-message">{children}</div>
    {action != null ? (
      <div className="MuiAlert-action">{action}</div>
    ) : onClose ? (
      <div className="MuiAlert-action">
        <IconButton
          size="small"
          aria-label={closeText}
          title={closeText}
          color="inherit"
          onClick={onClose}
        >
          <SvgIcon fontSize="small">
            <path d={CLOSE_PATH} />
          </SvgIcon>
        </IconButton>
      </div>
    ) : null}
  </AlertRoot>
);

const TitleRoot = styled('div')(({ theme }) => ({
  ...theme.typography.body1,
  fontWeight: theme.typography.fontWeightMedium,
  marginTop: -2,
  marginBottom: '0.35em',
}));

/** The bold first line of an Alert. */
export const AlertTitle = ({
  children,
  sx,
}: {
  children?: ReactNode;
  sx?: SxProps<Theme>;
}): ReactElement => (
  <TitleRoot className="MuiAlertTitle-root" sx={sx}>
    {children}
  </TitleRoot>
);
