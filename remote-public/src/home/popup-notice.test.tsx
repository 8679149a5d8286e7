import { createTestI18n } from '@exchange/shared/testing';
import { api, I18nProvider, type Translator } from '@exchange/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import publicTexts from '../locales/en.json';
import { PopupNotice } from './popup-notice';
import { SafeHtml } from '@exchange/shared/safe-html';

// The real sanitizer, watched: a plain-text notice must not need it.
jest.mock('@exchange/shared/safe-html', () => {
  const actual = jest.requireActual('@exchange/shared/safe-html');
  return { ...actual, SafeHtml: jest.fn(actual.SafeHtml) };
});

const T0 = new Date('2024-06-01T08:00:00Z').getTime();
const HOUR = 3_600_000;

let i18n: Translator;

beforeAll(async () => {
  i18n = await createTestI18n({ public: publicTexts });
});

let get: jest.SpyInstance;

beforeEach(() => {
  (SafeHtml as jest.Mock).mockClear();
  jest.useFakeTimers({ now: T0 });
  window.localStorage.clear();
  get = jest.spyOn(api, 'get').mockResolvedValue({
    title: 'Scheduled maintenance',
    content: '<p>Trading pauses at 02:00 UTC.</p><img src="x" onerror="alert(1)">',
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const renderPopup = (popupOn: string): ReturnType<typeof render> =>
  render(
    <I18nProvider i18n={i18n}>
      <PopupNotice popupOn={popupOn} />
    </I18nProvider>,
  );

/** Lets the effect's request settle. */
const settle = async (): Promise<void> => {
  await act(async () => {
    await Promise.resolve();
  });
};

describe('PopupNotice', () => {
  it('shows the system notification when popup_on is 1 and it was never closed', async () => {
    renderPopup('1');
    const dialog = await screen.findByRole('dialog');
    expect(get).toHaveBeenCalledWith('news/system_notify');
    expect(dialog).toHaveTextContent('Scheduled maintenance');
    expect(dialog).toHaveTextContent('Trading pauses at 02:00 UTC.');
    expect(dialog.querySelector('img')).not.toHaveAttribute('onerror');
    expect(SafeHtml).toHaveBeenCalled();
  });

  it('shows a plain-text notice as text, without the sanitizer', async () => {
    get.mockResolvedValue({ title: 'Welcome', content: 'Markets are open; 02:00 > 01:00.' });
    renderPopup('1');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Markets are open; 02:00 > 01:00.');
    expect(SafeHtml).not.toHaveBeenCalled();
  });

  it('closing stores lastCloseTime and the popup does not open again within the hour', async () => {
    const first = renderPopup('1');
    await screen.findByRole('dialog');
    const closedAt = T0 + 10_000;
    jest.setSystemTime(closedAt);
    fireEvent.click(screen.getByRole('button', { name: publicTexts.home.popupClose }));
    expect(window.localStorage.getItem('lastCloseTime')).toBe(String(closedAt));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    // Exactly one hour later: still hidden, and the notification is not even fetched.
    jest.setSystemTime(closedAt + HOUR);
    const second = renderPopup('1');
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
    second.unmount();

    // One millisecond later the hour has passed.
    jest.setSystemTime(closedAt + HOUR + 1);
    renderPopup('1');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Scheduled maintenance');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("closing with Escape (the dialog's cancel) also stores the close time", async () => {
    renderPopup('1');
    const dialog = await screen.findByRole('dialog');
    jest.setSystemTime(T0 + 5_000);
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    // The browser does not close it behind React's back: the component does.
    expect(cancel.defaultPrevented).toBe(true);
    expect(window.localStorage.getItem('lastCloseTime')).toBe(String(T0 + 5_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop, not on a click in the notice', async () => {
    renderPopup('1');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(screen.getByText('Trading pauses at 02:00 UTC.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    jest.setSystemTime(T0 + 7_000);
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('lastCloseTime')).toBe(String(T0 + 7_000));
  });

  it('opens as a modal <dialog> with the focus on its button, and closes it when it goes', async () => {
    const showModal = jest.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = jest.fn();
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
    try {
      renderPopup('1');
      const dialog = await screen.findByRole('dialog');
      expect(dialog.tagName).toBe('DIALOG');
      expect(showModal).toHaveBeenCalledTimes(1);
      expect(dialog).toHaveAccessibleName('Scheduled maintenance');
      const button = screen.getByRole('button', { name: publicTexts.home.popupClose });
      expect(button).toHaveFocus();
      fireEvent.click(button);
      expect(close).toHaveBeenCalledTimes(1);
    } finally {
      delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
      delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
    }
  });

  it('does not fetch or show anything when popup_on is not 1', async () => {
    renderPopup('0');
    await settle();
    expect(get).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing when the notification has no title', async () => {
    get.mockResolvedValue({ title: '', content: '<p>empty</p>' });
    renderPopup('1');
    await settle();
    expect(get).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing when the request fails', async () => {
    get.mockRejectedValue(new Error('network'));
    renderPopup('1');
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
