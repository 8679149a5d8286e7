import { act, renderHook } from '@testing-library/react';
import { themeMode } from '@exchange/shared';
import type * as React from 'react';
import { startTransition } from 'react';
import { useThemeMode } from './use-theme-mode';

// The real startTransition, counted.
jest.mock('react', () => {
  const actual: typeof React = jest.requireActual('react');
  return { ...actual, startTransition: jest.fn(actual.startTransition) };
});

describe('useThemeMode', () => {
  afterEach(() => {
    act(() => themeMode.set('dark'));
  });

  it('follows the switch as a transition (the whole app re-renders) and marks <html> light', () => {
    const transition = jest.mocked(startTransition);
    const { result } = renderHook(() => useThemeMode());
    expect(result.current).toBe('dark');
    transition.mockClear();

    act(() => themeMode.toggle());
    expect(transition).toHaveBeenCalledTimes(1);
    expect(result.current).toBe('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);

    act(() => themeMode.toggle());
    expect(result.current).toBe('dark');
    expect(document.documentElement.classList.contains('light')).toBe(false);
  });
});
