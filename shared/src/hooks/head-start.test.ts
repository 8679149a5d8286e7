import { clearHeadStart, HEAD_START_FRESH_MS, startEarly, takeEarly } from './head-start';

afterEach(() => {
  clearHeadStart();
  jest.useRealTimers();
});

describe('head start', () => {
  it('hands the started answer to the first taker only', async () => {
    const early = jest.fn(() => Promise.resolve('early'));
    const late = jest.fn(() => Promise.resolve('late'));
    startEarly('banners', early);
    await expect(takeEarly('banners', late)).resolves.toBe('early');
    await expect(takeEarly('banners', late)).resolves.toBe('late');
    expect(early).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('asks again when nothing was started', async () => {
    await expect(takeEarly('settings', () => Promise.resolve(7))).resolves.toBe(7);
  });

  it('does not start twice while a fresh answer waits', () => {
    const load = jest.fn(() => Promise.resolve(1));
    startEarly('notices', load);
    startEarly('notices', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ignores an answer that waited too long and asks again', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    startEarly('banners', () => Promise.resolve('stale'));
    jest.setSystemTime(1_000_000 + HEAD_START_FRESH_MS);
    await expect(takeEarly('banners', () => Promise.resolve('fresh'))).resolves.toBe('fresh');
  });

  it('passes a failed head start to its taker, and the next take asks again', async () => {
    startEarly('settings', () => Promise.reject(new Error('offline')));
    await expect(takeEarly('settings', () => Promise.resolve('x'))).rejects.toThrow('offline');
    await expect(takeEarly('settings', () => Promise.resolve('retried'))).resolves.toBe('retried');
  });
});
