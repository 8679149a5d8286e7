import { DEFAULT_POLL_MS, pollIntervalMs, traderBusy } from './manifest-watch';

describe('manifest watch', () => {
  it('polls every minute unless a query parameter or local storage asks otherwise', () => {
    expect(pollIntervalMs('', null)).toBe(DEFAULT_POLL_MS);
    expect(pollIntervalMs('?remotes-poll-ms=1500', null)).toBe(1500);
    expect(pollIntervalMs('', '2000')).toBe(2000);
    expect(pollIntervalMs('?remotes-poll-ms=5', null)).toBe(1000);
    expect(pollIntervalMs('?remotes-poll-ms=soon', null)).toBe(DEFAULT_POLL_MS);
  });

  it('treats an open dialog or a focused form as a busy trader', () => {
    expect(traderBusy()).toBe(false);
    document.body.innerHTML = '<form><input id="amount"></form>';
    (document.getElementById('amount') as HTMLInputElement).focus();
    expect(traderBusy()).toBe(true);
    document.body.innerHTML = '<div role="dialog">Confirm order</div>';
    expect(traderBusy()).toBe(true);
    document.body.innerHTML = '';
    expect(traderBusy()).toBe(false);
  });
});
