import { type SystemNotify, useTranslation } from '@exchange/shared';
import type { SafeHtmlProps } from '@exchange/shared/safe-html';
import { Box } from '@exchange/shared/ui-kit';
import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { fetchSystemNotify } from './home-api';
import { NoticeDialog } from './notice-dialog';
import { lastPopupClose, needsSanitizer, rememberPopupClosed, shouldShowPopup } from './popup-rule';

/** The notice, with the sanitizer when its content is markup (null: it is plain text). */
type Ready = { notice: SystemNotify; SafeHtml: ComponentType<SafeHtmlProps> | null };

/**
 * The sanitizer (DOMPurify) is no part of the home page's first paint: the pop-up asks for it
 * after the notification came, and only when its content is markup; it opens once both are
 * there, whole.
 */
const loadSafeHtml = (): Promise<ComponentType<SafeHtmlProps>> =>
  import('@exchange/shared/safe-html').then((module) => module.SafeHtml);

/** The notification to show, ready to render (null: it has no title, nothing shows). */
const loadNotice = async (): Promise<Ready | null> => {
  const notice = await fetchSystemNotify();
  if (!notice.title) return null;
  return { notice, SafeHtml: needsSanitizer(notice.content) ? await loadSafeHtml() : null };
};

/** The system notification popup, under the hourly rule; closing stores `lastCloseTime`. */
export const PopupNotice = ({ popupOn }: { popupOn: string }): ReactElement | null => {
  const { t } = useTranslation('public');
  const [ready, setReady] = useState<Ready | null>(null);
  useEffect(() => {
    if (!shouldShowPopup(popupOn, lastPopupClose(), Date.now())) return undefined;
    let active = true;
    loadNotice().then(
      (value) => active && value && setReady(value),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [popupOn]);
  if (!ready) return null;
  const { notice, SafeHtml } = ready;
  const close = (): void => {
    rememberPopupClosed(Date.now());
    setReady(null);
  };
  return (
    <NoticeDialog
      title={notice.title}
      closeLabel={t('home.popupClose')}
      onClose={close}
      testId="popup-notice"
    >
      {SafeHtml ? (
        <SafeHtml html={notice.content} />
      ) : (
        <Box component="p" sx={{ my: 1 }}>
          {notice.content}
        </Box>
      )}
    </NoticeDialog>
  );
};
