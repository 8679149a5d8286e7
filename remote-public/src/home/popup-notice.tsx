import { type SystemNotify, useTranslation } from '@exchange/shared';
import { LazySafeHtml } from './lazy-widgets';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@exchange/shared/ui-kit';
import { useEffect, useState, type ReactElement } from 'react';
import { fetchSystemNotify } from './home-api';
import { lastPopupClose, rememberPopupClosed, shouldShowPopup } from './popup-rule';

/** The system notification popup, under the hourly rule; closing stores `lastCloseTime`. */
export const PopupNotice = ({ popupOn }: { popupOn: string }): ReactElement | null => {
  const { t } = useTranslation('public');
  const [notice, setNotice] = useState<SystemNotify | null>(null);
  useEffect(() => {
    if (!shouldShowPopup(popupOn, lastPopupClose(), Date.now())) return undefined;
    let active = true;
    fetchSystemNotify().then(
      (value) => active && value.title && setNotice(value),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [popupOn]);
  if (!notice) return null;
  const close = (): void => {
    rememberPopupClosed(Date.now());
    setNotice(null);
  };
  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby="popup-notice-title"
      maxWidth="sm"
      fullWidth
      data-testid="popup-notice"
    >
      <DialogTitle id="popup-notice-title">{notice.title}</DialogTitle>
      <DialogContent>
        <LazySafeHtml html={notice.content} sx={{ '& img': { maxWidth: '100%' } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} variant="contained" autoFocus>
          {t('home.popupClose')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
