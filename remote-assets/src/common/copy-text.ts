import { notify } from '@exchange/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const copyWithSelection = (text: string): boolean => {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
};

/** Puts `text` on the clipboard: `navigator.clipboard` first, the selection fallback second. */
export const copyText = async (text: string): Promise<boolean> => {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (permissions, insecure origin): try the fallback.
  }
  return copyWithSelection(text);
};

/** A copy action that toasts assets.copy_success or assets.copy_err (spec 02 §8). */
export const useCopy = (): ((text: string) => Promise<void>) => {
  const { t } = useTranslation('assets');
  return useCallback(
    async (text: string) => {
      if (await copyText(text)) notify.success(t('copy_success'));
      else notify.error(t('copy_err'));
    },
    [t],
  );
};
