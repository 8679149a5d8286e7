import { notify } from '@exchange/shared';
import { useCallback } from 'react';

/** The old way, for browsers without the async clipboard or a page that is not secure (http). */
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

/** The toasts of a copy action, already translated by the area (docs/product.md#logged-in-areas-errors). */
export type CopyMessages = { success: string; failure: string };

/** A copy action that toasts `success` or `failure`. */
export const useCopy = ({ success, failure }: CopyMessages): ((text: string) => Promise<void>) =>
  useCallback(
    async (text: string) => {
      if (await copyText(text)) notify.success(success);
      else notify.error(failure);
    },
    [success, failure],
  );
