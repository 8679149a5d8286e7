import { flushPending } from '@exchange/shared/testing';
import { screen } from '@testing-library/react';
import type * as React from 'react';
import { startTransition } from 'react';

jest.mock('./app/app', () => ({ App: () => <main data-testid="app">app</main> }));
jest.mock('./remotes/first-screen', () => ({ startFirstScreen: jest.fn() }));
jest.mock('./mobile/mobile-redirect', () => ({
  redirectMobileVisitor: jest.fn(async () => false),
}));
jest.mock('./locales/load-shell-texts', () => ({ loadShellTexts: jest.fn(async () => ({})) }));
jest.mock('@exchange/shared', () => ({
  ...jest.requireActual<object>('@exchange/shared'),
  initI18n: jest.fn(async () => undefined),
  loadNamespace: jest.fn(async () => undefined),
}));
// The real startTransition, counted.
jest.mock('react', () => {
  const actual: typeof React = jest.requireActual('react');
  return { ...actual, startTransition: jest.fn(actual.startTransition) };
});

describe('bootstrap', () => {
  it('renders the app into #root as a transition (sliced, not one long task)', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await import('./bootstrap');
    await flushPending();
    expect(startTransition).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('app')).toBeInTheDocument();
    expect(document.getElementById('root')?.textContent).toBe('app');
  });
});
