import { act, render, screen } from '@testing-library/react';
import { flushPending } from '@exchange/shared/testing';
import { LazyQrCodeCard } from './lazy-widgets';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

describe('LazyQrCodeCard', () => {
  const observed: Element[] = [];
  let notify: Callback = () => undefined;
  let options: IntersectionObserverInit | undefined;

  beforeEach(() => {
    observed.length = 0;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: Callback, init?: IntersectionObserverInit) {
        notify = callback;
        options = init;
      }
      observe(element: Element): void {
        observed.push(element);
      }
      disconnect(): void {
        observed.length = 0;
      }
    };
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  const card = (
    <LazyQrCodeCard value="https://x.test/app" size={96} label="App" caption="Scan" testId="qr" />
  );

  it('keeps the placeholder, without the QR library, until the card is on screen', async () => {
    render(card);
    await flushPending();
    expect(screen.queryByTestId('qr')).toBeNull();
    // Its place is kept (96 px code, 12 px padding each side, the caption line) and left empty:
    // no grey box that reads as a broken image.
    const placeholder = screen.getByTestId('qr-placeholder');
    expect(placeholder).toBeEmptyDOMElement();
    expect(getComputedStyle(placeholder)).toMatchObject({ width: '120px', height: '148px' });
    expect(getComputedStyle(placeholder).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    expect(document.querySelector('.MuiSkeleton-root')).toBeNull();
    expect(observed).toHaveLength(1);
    // No margin: a code just below the fold is not loaded for a visitor who never scrolls.
    expect(options?.rootMargin).toBeUndefined();

    act(() => notify([{ isIntersecting: false }]));
    await flushPending();
    expect(screen.queryByTestId('qr')).toBeNull();

    act(() => notify([{ isIntersecting: true }]));
    await flushPending();
    expect((await screen.findByTestId('qr')).getAttribute('data-value')).toBe('https://x.test/app');
    expect(observed).toHaveLength(0);
  });

  it('loads as soon as the page or a box in it scrolls down, before the card is on screen', async () => {
    render(card);
    await flushPending();
    expect(screen.queryByTestId('qr')).toBeNull();

    const box = document.createElement('div');
    document.body.append(box);
    // A sideways scroll (a tab strip settling on its tab) is not the visitor heading down.
    act(() => {
      box.scrollLeft = 40;
      box.dispatchEvent(new Event('scroll'));
    });
    await flushPending();
    expect(screen.queryByTestId('qr')).toBeNull();
    expect(observed).toHaveLength(1);

    act(() => {
      box.scrollTop = 120;
      box.dispatchEvent(new Event('scroll'));
    });
    await flushPending();
    expect((await screen.findByTestId('qr')).getAttribute('data-value')).toBe('https://x.test/app');
    expect(observed).toHaveLength(0);
    box.remove();
  });

  it('stops listening for scrolls once unmounted', async () => {
    const removed = jest.spyOn(document, 'removeEventListener');
    const { unmount } = render(card);
    await flushPending();
    unmount();
    expect(removed).toHaveBeenCalledWith('scroll', expect.any(Function), {
      capture: true,
      passive: true,
    });
    removed.mockRestore();
  });

  it('draws at once where the browser has no IntersectionObserver', async () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(card);
    expect((await screen.findByTestId('qr')).getAttribute('data-value')).toBe('https://x.test/app');
  });
});
