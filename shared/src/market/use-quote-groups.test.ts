import { act, renderHook } from '@testing-library/react';
import { Subject } from 'rxjs';
import { api } from '../api';
import { API_PATH, type QuoteGroup } from '../contract';
import { clearHeadStart } from '../hooks/head-start';
import { socket } from '../socket';
import { startQuoteGroups, useQuoteGroups } from './use-quote-groups';

const GROUPS = [{ name: 'USDT', quotes: [] }] as unknown as QuoteGroup[];

let get: jest.SpyInstance;

beforeEach(() => {
  clearHeadStart();
  get = jest.spyOn(api, 'get').mockResolvedValue(GROUPS);
  jest.spyOn(socket, 'topic').mockReturnValue(new Subject<never>().asObservable());
});

afterEach(() => jest.restoreAllMocks());

const pairRequests = (): number =>
  get.mock.calls.filter(([path]) => path === API_PATH.currencyMatches).length;

describe('useQuoteGroups', () => {
  it('asks for the pairs when nothing was started', async () => {
    const { result } = renderHook(() => useQuoteGroups());
    expect(result.current.status).toBe('loading');
    await act(async () => undefined);
    expect(result.current).toEqual({ status: 'ready', groups: GROUPS });
    expect(pairRequests()).toBe(1);
  });

  it('takes the request startQuoteGroups made instead of asking again', async () => {
    startQuoteGroups();
    expect(pairRequests()).toBe(1);
    const { result } = renderHook(() => useQuoteGroups());
    await act(async () => undefined);
    expect(result.current).toEqual({ status: 'ready', groups: GROUPS });
    expect(pairRequests()).toBe(1);
  });

  it('asks anew on the next mount: a started answer is taken once', async () => {
    startQuoteGroups();
    const first = renderHook(() => useQuoteGroups());
    await act(async () => undefined);
    first.unmount();
    const second = renderHook(() => useQuoteGroups());
    await act(async () => undefined);
    expect(second.result.current.status).toBe('ready');
    expect(pairRequests()).toBe(2);
  });

  it('is failed when the started request failed', async () => {
    get.mockRejectedValueOnce(new Error('offline'));
    startQuoteGroups();
    const { result } = renderHook(() => useQuoteGroups());
    await act(async () => undefined);
    expect(result.current.status).toBe('failed');
  });
});
