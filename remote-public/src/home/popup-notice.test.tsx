import { createTestI18n } from '@exchange/shared/testing';
import { api, I18nProvider, type Translator } from '@exchange/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import publicTexts from '../locales/en.json';
import { PopupNotice } from './popup-notice';

const T0 = new Date('2024-06-01T08:00:00Z').getTime();
const HOUR = 3_600_000;

let i18n: Translator;

beforeAll(async () => {
  i18n = await createTestI18n({ public: publicTexts });
});

let get: jest.SpyInstance;

beforeEach(() => {
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

  it('closing with Escape also stores the close time', async () => {
    renderPopup('1');
    const dialog = await screen.findByRole('dialog');
    jest.setSystemTime(T0 + 5_000);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(window.localStorage.getItem('lastCloseTime')).toBe(String(T0 + 5_000));
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
