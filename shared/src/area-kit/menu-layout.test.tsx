import { MemoryRouter } from '@exchange/shared/router';
import { fireEvent, render, screen } from '@testing-library/react';
import { MenuLayout, fadeMask, type MenuLink } from './menu-layout';

const LINKS: MenuLink[] = ['one', 'two', 'three', 'four', 'five', 'six'].map((name) => ({
  to: `/area/${name}`,
  label: `Page ${name}`,
  testId: `entry-${name}`,
}));

/** A phone-wide row: 6 entries of 100 px in a 250 px row (jsdom lays nothing out). */
const ROW_WIDTH = 250;
const ENTRY_WIDTH = 100;
let scrollLeft = 0;

const layoutOf = (element: HTMLElement): Record<string, number> | null => {
  if (element.dataset.testid === 'menu') {
    return { scrollWidth: LINKS.length * ENTRY_WIDTH, clientWidth: ROW_WIDTH };
  }
  const index = LINKS.findIndex((link) => link.testId === element.dataset.testid);
  return index < 0 ? null : { offsetLeft: index * ENTRY_WIDTH, offsetWidth: ENTRY_WIDTH };
};

const stubLayout = (): void => {
  for (const name of ['scrollWidth', 'clientWidth', 'offsetLeft', 'offsetWidth']) {
    jest.spyOn(HTMLElement.prototype, name as 'scrollWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return layoutOf(this)?.[name] ?? 0;
    });
  }
  jest.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.dataset.testid === 'menu' ? scrollLeft : 0;
  });
  jest.spyOn(HTMLElement.prototype, 'scrollLeft', 'set').mockImplementation(function (
    this: HTMLElement,
    value: number,
  ) {
    if (this.dataset.testid === 'menu') {
      scrollLeft = Math.max(0, Math.min(value, LINKS.length * ENTRY_WIDTH - ROW_WIDTH));
    }
  });
};

const renderAt = (path: string): void => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <MenuLayout label="Area" links={LINKS} width={200} testId="layout" menuTestId="menu">
        <p>page</p>
      </MenuLayout>
    </MemoryRouter>,
  );
};

beforeEach(() => {
  scrollLeft = 0;
});
afterEach(() => jest.restoreAllMocks());

describe('MenuLayout', () => {
  it('names every page in full and marks the current one', () => {
    renderAt('/area/three');
    const nav = screen.getByRole('navigation', { name: 'Area' });
    expect(nav).toBe(screen.getByTestId('menu'));
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(
      LINKS.map((link) => link.label),
    );
    expect(screen.getByRole('link', { name: 'Page three' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('scrolls the current entry into the middle of a row too narrow for all of them', () => {
    stubLayout();
    renderAt('/area/five');
    // Entry five starts at 400 px: centred in 250 px, the row scrolls to 400 - (250 - 100) / 2.
    expect(scrollLeft).toBe(325);
    const menu = screen.getByTestId('menu');
    expect(menu).toHaveAttribute('data-more-start', 'true');
    expect(menu).toHaveAttribute('data-more-end', 'true');
  });

  it('fades only the end that hides more entries, and follows the scroll', () => {
    stubLayout();
    renderAt('/area/one');
    const menu = screen.getByTestId('menu');
    expect(scrollLeft).toBe(0);
    expect(menu).toHaveAttribute('data-more-start', 'false');
    expect(menu).toHaveAttribute('data-more-end', 'true');
    scrollLeft = LINKS.length * ENTRY_WIDTH - ROW_WIDTH;
    fireEvent.scroll(menu);
    expect(menu).toHaveAttribute('data-more-start', 'true');
    expect(menu).toHaveAttribute('data-more-end', 'false');
  });

  it('does not scroll or fade when every entry fits', () => {
    renderAt('/area/six');
    const menu = screen.getByTestId('menu');
    expect(menu).toHaveAttribute('data-more-start', 'false');
    expect(menu).toHaveAttribute('data-more-end', 'false');
  });
});

describe('fadeMask', () => {
  it('is transparent at each end that hides more, and absent when nothing is hidden', () => {
    expect(fadeMask({ start: false, end: false })).toBeUndefined();
    expect(fadeMask({ start: false, end: true })).toMatch(
      /^linear-gradient\(to right, #000,.*transparent\)$/,
    );
    expect(fadeMask({ start: true, end: false })).toMatch(
      /^linear-gradient\(to right, transparent,.*#000\)$/,
    );
    expect(fadeMask({ start: true, end: true })).toMatch(
      /^linear-gradient\(to right, transparent,.*transparent\)$/,
    );
  });
});
