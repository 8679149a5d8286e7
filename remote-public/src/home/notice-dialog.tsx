import { Box, Button, Typography } from '@exchange/shared/ui-kit';
import { useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';

export type NoticeDialogProps = {
  title: string;
  closeLabel: string;
  onClose: () => void;
  testId: string;
  children: ReactNode;
};

const TITLE_ID = 'notice-dialog-title';

/**
 * A modal on the browser's own `<dialog>`: it makes the page behind inert, keeps focus inside and
 * closes on Escape by itself. MUI's Dialog brought its Modal, Backdrop and transitions (about
 * 25 KB gzip) into a first visit to /home just for the welcome notice (docs/performance.md#page-weight).
 */
export const NoticeDialog = ({
  title,
  closeLabel,
  onClose,
  testId,
  children,
}: NoticeDialogProps): ReactElement => {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    // Without showModal (jsdom, very old browsers) the open attribute still shows it.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    // The article may hold links: the first focus goes to the way out, not to a link in it.
    button.current?.focus();
    return () => {
      if (typeof element.close === 'function') element.close();
    };
  }, []);
  return (
    <Box
      component="dialog"
      ref={dialog}
      aria-labelledby={TITLE_ID}
      data-testid={testId}
      // Escape: the browser would close the dialog itself, behind React's back.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The dialog box has no padding of its own, so a click on it is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      sx={{
        border: 0,
        p: 0,
        width: 'calc(100% - 32px)',
        maxWidth: 600,
        maxHeight: 'calc(100% - 64px)',
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 24,
        '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
      }}
    >
      <Typography id={TITLE_ID} component="h2" variant="h6" sx={{ px: 3, pt: 2, pb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ px: 3, pb: 1, overflowWrap: 'anywhere', '& img': { maxWidth: '100%' } }}>
        {children}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1.5 }}>
        <Button ref={button} onClick={onClose} variant="contained">
          {closeLabel}
        </Button>
      </Box>
    </Box>
  );
};
