import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, useState, type ReactElement } from 'react';
import { Tab, Tabs, type TabsProps } from './tabs';

type Props = Partial<Omit<TabsProps<string>, 'value' | 'onChange'>> & {
  initial?: string;
  onChange?: (value: string) => void;
  labels?: string[];
};

const Row = ({
  initial = 'b',
  onChange,
  labels = ['a', 'b', 'c'],
  ...props
}: Props): ReactElement => {
  const [value, setValue] = useState(initial);
  return (
    <Tabs
      aria-label="letters"
      {...props}
      value={value}
      onChange={(_, next) => {
        onChange?.(next);
        setValue(next);
      }}
    >
      {labels.map((label) => (
        <Tab key={label} value={label} label={label.toUpperCase()} data-testid={`tab-${label}`} />
      ))}
    </Tabs>
  );
};

const tab = (name: string): HTMLElement => screen.getByRole('tab', { name });

type Watcher = { callback: () => void; element: Element };

/** A ResizeObserver whose callbacks the test runs, as the browser would after its layout. */
const fakeResizeObservers = (): { watchers: () => Watcher[]; runAll: () => void } => {
  let watchers: Watcher[] = [];
  beforeEach(() => {
    watchers = [];
    global.ResizeObserver = class {
      private readonly callback: () => void;
      constructor(callback: () => void) {
        this.callback = callback;
      }
      observe(element: Element): void {
        watchers.push({ callback: this.callback, element });
      }
      unobserve(): void {}
      disconnect(): void {
        watchers = watchers.filter((watcher) => watcher.callback !== this.callback);
      }
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    delete (global as { ResizeObserver?: unknown }).ResizeObserver;
  });
  return {
    watchers: () => watchers,
    runAll: () => act(() => watchers.forEach((watcher) => watcher.callback())),
  };
};

describe('Tabs (the kit)', () => {
  it('is a labelled tab list whose selected tab is marked and the only tab stop', () => {
    render(<Row />);
    expect(screen.getByRole('tablist', { name: 'letters' })).toBeInTheDocument();
    expect(tab('B')).toHaveAttribute('aria-selected', 'true');
    expect(tab('A')).toHaveAttribute('aria-selected', 'false');
    expect(tab('B')).toHaveAttribute('tabindex', '0');
    expect(tab('A')).toHaveAttribute('tabindex', '-1');
    expect(tab('C')).toHaveAttribute('tabindex', '-1');
    // The hooks the call sites' `sx` select on.
    expect(tab('B')).toHaveClass('MuiTab-root', 'Mui-selected');
    expect(tab('A')).not.toHaveClass('Mui-selected');
    expect(screen.getByRole('tablist').closest('.MuiTabs-root')).not.toBeNull();
  });

  it('hands over the value of a clicked tab, and nothing for the tab already chosen', () => {
    const onChange = jest.fn();
    render(<Row onChange={onChange} />);
    fireEvent.click(tab('B'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(tab('C'));
    expect(onChange).toHaveBeenCalledWith('c');
    expect(tab('C')).toHaveAttribute('aria-selected', 'true');
    expect(tab('C')).toHaveAttribute('tabindex', '0');
    expect(tab('B')).toHaveAttribute('aria-selected', 'false');
  });

  it('moves the focus with the arrow keys (wrapping), Home and End, without choosing', () => {
    const onChange = jest.fn();
    render(<Row onChange={onChange} />);
    tab('B').focus();
    fireEvent.keyDown(tab('B'), { key: 'ArrowRight' });
    expect(tab('C')).toHaveFocus();
    fireEvent.keyDown(tab('C'), { key: 'ArrowRight' });
    expect(tab('A')).toHaveFocus();
    fireEvent.keyDown(tab('A'), { key: 'ArrowLeft' });
    expect(tab('C')).toHaveFocus();
    fireEvent.keyDown(tab('C'), { key: 'Home' });
    expect(tab('A')).toHaveFocus();
    fireEvent.keyDown(tab('A'), { key: 'End' });
    expect(tab('C')).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    // The focused tab is a button: Enter chooses it.
    expect(tab('C').tagName).toBe('BUTTON');
  });

  it('renders once when it mounts, scrollable or not: no update inside the commit', () => {
    for (const variant of ['standard', 'scrollable'] as const) {
      const phases: string[] = [];
      const { unmount } = render(
        <Profiler id="tabs" onRender={(_, phase) => phases.push(phase)}>
          <Row variant={variant} scrollButtons="auto" />
        </Profiler>,
      );
      expect({ variant, phases }).toEqual({ variant, phases: ['mount'] });
      unmount();
    }
  });

  it('shares the width between the tabs in the full-width variant only', () => {
    const { unmount } = render(<Row variant="fullWidth" />);
    expect(tab('A')).toHaveClass('full-width');
    unmount();
    render(<Row />);
    expect(tab('A')).not.toHaveClass('full-width');
  });

  it('never reads a box to draw or change the row', () => {
    const measure = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    render(<Row />);
    fireEvent.click(tab('C'));
    expect(measure).not.toHaveBeenCalled();
    measure.mockRestore();
  });

  it('scrolls a scrollable row to bring a newly chosen tab into view', () => {
    const offsets: Record<string, number> = { A: 0, B: 100, C: 200 };
    const left = jest
      .spyOn(HTMLElement.prototype, 'offsetLeft', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return offsets[this.textContent ?? ''] ?? 0;
      });
    const width = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    const client = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(150);
    render(<Row variant="scrollable" initial="a" />);
    const list = screen.getByRole('tablist');
    expect(list.scrollLeft).toBe(0);
    fireEvent.click(tab('C'));
    // C spans 200–300 in a 150-wide row: scrolled so its right edge is the row's.
    expect(list.scrollLeft).toBe(150);
    fireEvent.click(tab('A'));
    expect(list.scrollLeft).toBe(0);
    left.mockRestore();
    width.mockRestore();
    client.mockRestore();
  });

  describe('bringing the chosen tab into view', () => {
    const observers = fakeResizeObservers();

    it('reads the boxes only once the browser has laid the row out', () => {
      const left = jest
        .spyOn(HTMLElement.prototype, 'offsetLeft', 'get')
        .mockImplementation(function (this: HTMLElement) {
          return this.textContent === 'C' ? 200 : 0;
        });
      const width = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
      const client = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(150);
      render(<Row variant="scrollable" initial="c" />);
      expect(left).not.toHaveBeenCalled();
      expect(screen.getByRole('tablist').scrollLeft).toBe(0);
      observers.runAll();
      expect(screen.getByRole('tablist').scrollLeft).toBe(150);
      // One look per change: the observer is gone once it has run.
      expect(observers.watchers()).toHaveLength(0);
      left.mockRestore();
      width.mockRestore();
      client.mockRestore();
    });
  });

  describe('scroll buttons', () => {
    const observers = fakeResizeObservers();

    const size = (list: HTMLElement, scrollWidth: number, clientWidth: number): void => {
      Object.defineProperty(list, 'scrollWidth', { configurable: true, value: scrollWidth });
      Object.defineProperty(list, 'clientWidth', { configurable: true, value: clientWidth });
      observers.runAll();
    };
    const arrow = (which: 'back' | 'forward'): HTMLElement | null =>
      document.querySelector(`[data-scroll="${which}"]`);

    it('appear while the row overflows, each disabled at its own end', () => {
      render(<Row variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />);
      const list = screen.getByRole('tablist');
      expect(arrow('forward')).toBeNull();
      size(list, 600, 200);
      expect(arrow('back')).toBeDisabled();
      expect(arrow('forward')).not.toBeDisabled();
      list.scrollLeft = 400;
      fireEvent.scroll(list);
      expect(arrow('back')).not.toBeDisabled();
      expect(arrow('forward')).toBeDisabled();
      // Wide enough again (the browser puts the scroll back to 0): no buttons.
      list.scrollLeft = 0;
      size(list, 200, 200);
      expect(arrow('back')).toBeNull();
      expect(arrow('forward')).toBeNull();
    });

    it('scroll the row by most of its width', () => {
      render(<Row variant="scrollable" scrollButtons="auto" />);
      const list = screen.getByRole('tablist');
      const scrollBy = jest.fn();
      list.scrollBy = scrollBy;
      size(list, 600, 200);
      fireEvent.click(arrow('forward') as HTMLElement);
      expect(scrollBy).toHaveBeenCalledWith({ left: 160, behavior: 'smooth' });
    });

    it('are not drawn without scrollButtons, however the row overflows', () => {
      render(<Row variant="scrollable" />);
      size(screen.getByRole('tablist'), 600, 200);
      expect(arrow('forward')).toBeNull();
      expect(arrow('back')).toBeNull();
    });
  });
});
