import { act, renderHook } from '@testing-library/react';
import { usePagedList, type PagedListOptions } from './use-paged-list';
import { deferred } from '../testing/deferred';

type Page = { rows: string[]; lastPage: number };

/** Loads answered in the order they were asked. */
const loads = (): {
  load: jest.Mock<Promise<Page>, [number]>;
  calls: ReturnType<typeof deferred<Page>>[];
} => {
  const calls: ReturnType<typeof deferred<Page>>[] = [];
  const load = jest.fn((_page: number) => {
    const call = deferred<Page>();
    calls.push(call);
    return call.promise;
  });
  return { load, calls };
};

type Props = { page: number; options?: PagedListOptions<Page> };

const renderList = (load: (page: number) => Promise<Page>, initialProps: Props) =>
  renderHook(({ page, options }: Props) => usePagedList(() => load(page), [page], options), {
    initialProps,
  });

describe('usePagedList', () => {
  it('is loading until the page answers, then ready with it', async () => {
    const { load, calls } = loads();
    const { result } = renderList(load, { page: 1 });
    expect(result.current).toMatchObject({ status: 'loading', data: null });

    await act(async () => calls[0].resolve({ rows: ['a'], lastPage: 3 }));
    expect(result.current).toMatchObject({ status: 'ready', data: { rows: ['a'], lastPage: 3 } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again when the key changes, keeps the previous data while loading, drops the old answer', async () => {
    const { load, calls } = loads();
    const { result, rerender } = renderList(load, { page: 1 });
    await act(async () => calls[0].resolve({ rows: ['a'], lastPage: 3 }));

    rerender({ page: 2 });
    rerender({ page: 3 });
    expect(load.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
    // The pager can keep its length: the previous list's data is there, marked loading.
    expect(result.current).toMatchObject({ status: 'loading', data: { lastPage: 3 } });

    await act(async () => calls[2].resolve({ rows: ['c'], lastPage: 3 }));
    await act(async () => calls[1].resolve({ rows: ['b (late)'], lastPage: 3 }));
    expect(result.current).toMatchObject({ status: 'ready', data: { rows: ['c'] } });
  });

  it('does not load again on a re-render with the same key', async () => {
    const { load, calls } = loads();
    const { rerender } = renderList(load, { page: 1 });
    await act(async () => calls[0].resolve({ rows: [], lastPage: 1 }));
    rerender({ page: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reload reads the list again and shows loading until the answer', async () => {
    const { load, calls } = loads();
    const { result } = renderList(load, { page: 1 });
    await act(async () => calls[0].resolve({ rows: ['a'], lastPage: 1 }));
    const before = result.current.key;

    act(() => result.current.reload());
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe('loading');
    expect(result.current.key).not.toBe(before);

    await act(async () => calls[1].resolve({ rows: ['a', 'b'], lastPage: 1 }));
    expect(result.current).toMatchObject({ status: 'ready', data: { rows: ['a', 'b'] } });
  });

  it('refresh reads the list again while the rows and status stay on screen', async () => {
    const { load, calls } = loads();
    const { result, rerender } = renderList(load, { page: 1, options: { refresh: [0] } });
    await act(async () => calls[0].resolve({ rows: ['a'], lastPage: 1 }));

    rerender({ page: 1, options: { refresh: [1] } });
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ status: 'ready', data: { rows: ['a'] } });

    await act(async () => calls[1].resolve({ rows: ['b'], lastPage: 1 }));
    expect(result.current).toMatchObject({ status: 'ready', data: { rows: ['b'] } });
  });

  it('by default a failed re-read keeps the rows and a list never read has none', async () => {
    const { load, calls } = loads();
    const { result, rerender } = renderList(load, { page: 1, options: { refresh: [0] } });
    await act(async () => calls[0].resolve({ rows: ['a'], lastPage: 2 }));

    rerender({ page: 1, options: { refresh: [1] } });
    await act(async () => calls[1].reject(new Error('down')));
    expect(result.current).toMatchObject({ status: 'failed', data: { rows: ['a'] } });

    rerender({ page: 2, options: { refresh: [1] } });
    await act(async () => calls[2].reject(new Error('down')));
    expect(result.current).toMatchObject({ status: 'failed', data: null });
  });

  it('`failed` decides what a failure leaves, from the data before it', async () => {
    const { load, calls } = loads();
    const failed = jest.fn((before: Page | null) => ({
      rows: [],
      lastPage: before?.lastPage ?? 1,
    }));
    const { result, rerender } = renderList(load, { page: 1, options: { failed } });
    await act(async () => calls[0].resolve({ rows: ['a'], lastPage: 4 }));

    rerender({ page: 2, options: { failed } });
    await act(async () => calls[1].reject(new Error('down')));
    expect(failed).toHaveBeenCalledWith({ rows: ['a'], lastPage: 4 }, false);
    expect(result.current).toMatchObject({ status: 'failed', data: { rows: [], lastPage: 4 } });
  });

  it('is idle and loads nothing until enabled', async () => {
    const { load, calls } = loads();
    const { result, rerender } = renderList(load, { page: 1, options: { enabled: false } });
    expect(result.current).toMatchObject({ status: 'idle', data: null });
    expect(load).not.toHaveBeenCalled();

    rerender({ page: 1, options: { enabled: true } });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => calls[0].resolve({ rows: ['a'], lastPage: 1 }));
    expect(result.current.status).toBe('ready');
  });

  it('update changes the list on screen, or the list it names, and nothing else', async () => {
    const { load, calls } = loads();
    const { result, rerender } = renderList(load, { page: 1 });
    act(() => result.current.update((page) => ({ ...page, rows: ['never'] })));
    await act(async () => calls[0].resolve({ rows: ['a'], lastPage: 1 }));

    act(() => result.current.update((page) => ({ ...page, rows: [...page.rows, 'b'] })));
    expect(result.current.data?.rows).toEqual(['a', 'b']);

    const first = result.current.key;
    act(() => result.current.update((page) => ({ ...page, rows: ['elsewhere'] }), 'another list'));
    expect(result.current.data?.rows).toEqual(['a', 'b']);

    // Another page is asked for: a change meant for the page on screen no longer applies…
    rerender({ page: 2 });
    act(() => result.current.update((page) => ({ ...page, rows: ['wrong list'] })));
    // …but one that names the first page still does (its answer is the one held).
    act(() => result.current.update((page) => ({ ...page, rows: ['first list'] }), first));
    expect(result.current).toMatchObject({ status: 'loading', data: { rows: ['first list'] } });
  });

  it('an unchanged update keeps the same state', async () => {
    const { load, calls } = loads();
    const { result } = renderList(load, { page: 1 });
    await act(async () => calls[0].resolve({ rows: ['a'], lastPage: 1 }));
    const data = result.current.data;
    act(() => result.current.update((page) => page));
    expect(result.current.data).toBe(data);
  });
});
