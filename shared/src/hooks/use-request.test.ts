import { act, renderHook, waitFor } from '@testing-library/react';
import { useRequest } from './use-request';
import { deferred } from '../testing/deferred';

describe('useRequest', () => {
  it('is loading until the load resolves, then ready with the data', async () => {
    const call = deferred<string[]>();
    const load = jest.fn(() => call.promise);
    const { result } = renderHook(() => useRequest(load, ['news']));
    expect(result.current.status).toBe('loading');
    expect(result.current.data).toBeNull();

    await act(async () => call.resolve(['a', 'b']));
    expect(result.current.status).toBe('ready');
    expect(result.current.data).toEqual(['a', 'b']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is failed when the load rejects', async () => {
    const call = deferred<number>();
    const { result } = renderHook(() => useRequest(() => call.promise, []));
    await act(async () => call.reject(new Error('network')));
    expect(result.current.status).toBe('failed');
    expect(result.current.data).toBeNull();
  });

  it('reload runs the load again, keeping the previous data while it loads', async () => {
    const calls = [deferred<number>(), deferred<number>()];
    let index = 0;
    const load = jest.fn(() => calls[index++].promise);
    const { result } = renderHook(() => useRequest(load, ['balance']));
    await act(async () => calls[0].resolve(1));
    expect(result.current).toMatchObject({ status: 'ready', data: 1 });

    act(() => result.current.reload());
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ status: 'loading', data: 1 });

    await act(async () => calls[1].resolve(2));
    expect(result.current).toMatchObject({ status: 'ready', data: 2 });
  });

  it('a failed reload keeps the last good data', async () => {
    const calls = [deferred<string>(), deferred<string>()];
    let index = 0;
    const { result } = renderHook(() => useRequest(() => calls[index++].promise, []));
    await act(async () => calls[0].resolve('first'));
    act(() => result.current.reload());
    await act(async () => calls[1].reject(new Error('down')));
    expect(result.current).toMatchObject({ status: 'failed', data: 'first' });
  });

  it('loads again when the key changes and ignores the answer of the old key', async () => {
    const calls: Record<number, ReturnType<typeof deferred<string>>> = {
      1: deferred<string>(),
      2: deferred<string>(),
    };
    const load = jest.fn((id: number) => calls[id].promise);
    const { result, rerender } = renderHook(({ id }) => useRequest(() => load(id), [id]), {
      initialProps: { id: 1 },
    });
    rerender({ id: 2 });
    expect(load.mock.calls.map(([id]) => id)).toEqual([1, 2]);

    await act(async () => calls[2].resolve('article 2'));
    await act(async () => calls[1].resolve('article 1 (late)'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'article 2' });
  });

  it('does not load again on a re-render with the same key', async () => {
    const load = jest.fn(() => Promise.resolve('x'));
    const { result, rerender } = renderHook(({ key }) => useRequest(load, [key]), {
      initialProps: { key: 'a' },
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ key: 'a' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
