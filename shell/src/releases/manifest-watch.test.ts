import { flushPending } from '@exchange/shared/testing';
import { checkForUpdates } from '../remotes/remotes-manifest';
import { DEFAULT_POLL_MS, pollIntervalMs, startManifestWatch, traderBusy } from './manifest-watch';
import { releaseState } from './release-state';

jest.mock('../remotes/remotes-manifest', () => ({ checkForUpdates: jest.fn() }));

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

  it('checks the manifest as soon as the server pushes that it changed, not at the next poll', async () => {
    jest
      .mocked(checkForUpdates)
      .mockResolvedValue([{ area: 'spot', entry: '/remotes/spot/2.0.0/mf-manifest.json' }]);
    const added = jest.spyOn(releaseState, 'addUpdates');
    let push: () => void = () => undefined;
    let stopped = false;
    const stop = startManifestWatch(DEFAULT_POLL_MS, (changed) => {
      push = changed;
      return () => {
        stopped = true;
      };
    });
    await flushPending();
    expect(checkForUpdates).not.toHaveBeenCalled();
    push();
    await flushPending();
    expect(checkForUpdates).toHaveBeenCalledTimes(1);
    expect(added).toHaveBeenCalledWith(['spot']);
    // The same version pushed again is not announced twice.
    push();
    await flushPending();
    expect(added).toHaveBeenCalledTimes(1);
    stop();
    expect(stopped).toBe(true);
    added.mockRestore();
  });
});
