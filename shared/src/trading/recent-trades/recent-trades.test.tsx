import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider, Translator } from '@exchange/shared';
import { chooseTimeZone } from '../time-zone';
import type { TxComplete } from '../../contract';
import common from '../../i18n/locales/en.json';
import widgets from '../../i18n/widgets/locales/en.json';
import { createTestI18n } from '@exchange/shared/testing';
import { Paginator } from '@exchange/shared/ui';
import { RecentTrades, TRADE_ROW_HEIGHT, tradeTime } from './recent-trades';

const trade = (id: number, way: 1 | 2, price: string): TxComplete => ({
  id,
  timestamp: new Date(2024, 0, 15, 9, 5, id).getTime(),
  time: '00:00:00',
  price,
  number: '0.12345678',
  amount: '0.12345678',
  way,
});

let i18n: Translator;
beforeAll(async () => {
  i18n = await createTestI18n({ common });
});

describe('RecentTrades', () => {
  it('shows time, price coloured by the taker side (2 = buy, green) and amount', () => {
    render(
      <I18nProvider i18n={i18n}>
        <RecentTrades
          trades={[trade(2, 2, '100.5'), trade(1, 1, '100.4')]}
          loading={false}
          priceDecimals={2}
          quantityDecimals={4}
          baseCode="BTC"
          quoteCode="USDT"
        />
      </I18nProvider>,
    );
    const rows = screen.getAllByTestId('trade-row');
    expect(rows[0]).toHaveTextContent('09:05:02100.500.1234');
    expect(rows[0]).toHaveClass('xrt-buy');
    expect(rows[1]).toHaveClass('xrt-sell');
    const buy = getComputedStyle(rows[0].querySelector('.xrt-price') as Element).color;
    const sell = getComputedStyle(rows[1].querySelector('.xrt-price') as Element).color;
    // No theme provider: MUI's default light theme, so TRADE_COLOR.light.
    expect(buy).toBe('rgb(15, 157, 88)');
    expect(sell).toBe('rgb(217, 48, 79)');
  });

  it("cuts a fill price to the pair's decimals and groups in the page language", () => {
    const german = new Translator('de');
    german.addResourceBundle('de', 'common', common);
    render(
      <I18nProvider i18n={german}>
        <RecentTrades
          trades={[{ ...trade(1, 2, '96475.84947'), amount: '1234.56789' }]}
          loading={false}
          priceDecimals={2}
          quantityDecimals={4}
          baseCode="BTC"
          quoteCode="USDT"
        />
      </I18nProvider>,
    );
    expect(screen.getByTestId('trade-price')).toHaveTextContent(/^96\.475,84$/);
    expect(screen.getByTestId('trade-row')).toHaveTextContent(/1\.234,5678$/);
  });

  it('places rows by offset, so a new trade on top moves the rest without a layout shift', () => {
    const view = (trades: TxComplete[]): ReactElement => (
      <I18nProvider i18n={i18n}>
        <RecentTrades
          trades={trades}
          loading={false}
          priceDecimals={2}
          quantityDecimals={4}
          baseCode="BTC"
          quoteCode="USDT"
        />
      </I18nProvider>
    );
    const { rerender } = render(view([trade(2, 2, '100.5'), trade(1, 1, '100.4')]));
    const first = screen.getAllByTestId('trade-row')[0];
    rerender(view([trade(3, 1, '100.6'), trade(2, 2, '100.5'), trade(1, 1, '100.4')]));
    const rows = screen.getAllByTestId('trade-row');
    expect(rows.map((row) => row.style.transform)).toEqual([
      `translateY(0px)`,
      `translateY(${TRADE_ROW_HEIGHT}px)`,
      `translateY(${2 * TRADE_ROW_HEIGHT}px)`,
    ]);
    expect(rows[1]).toBe(first); // the drawn row was kept, only moved
    expect(getComputedStyle(rows[0]).position).toBe('absolute');
    expect((rows[0].parentElement as HTMLElement).style.height).toBe(`${3 * TRADE_ROW_HEIGHT}px`);
  });

  it('shows skeletons while loading and an empty state without trades', () => {
    const { rerender } = render(
      <I18nProvider i18n={i18n}>
        <RecentTrades
          trades={[]}
          loading
          priceDecimals={2}
          quantityDecimals={4}
          baseCode="BTC"
          quoteCode="USDT"
        />
      </I18nProvider>,
    );
    expect(screen.getAllByTestId('trades-loading').length).toBeGreaterThan(0);
    rerender(
      <I18nProvider i18n={i18n}>
        <RecentTrades
          trades={[]}
          loading={false}
          priceDecimals={2}
          quantityDecimals={4}
          baseCode="BTC"
          quoteCode="USDT"
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(widgets.recentTrades.empty);
  });

  it("formats the time of day with two digits each, in the page clock's zone", () => {
    const at = Date.UTC(2024, 0, 1, 7, 3, 9);
    expect(tradeTime(at, 'UTC')).toBe('07:03:09');
    expect(tradeTime(at, 'Asia/Tokyo')).toBe('16:03:09');
    expect(tradeTime(at, 'America/New_York')).toBe('02:03:09');
  });

  it('redraws the times when the page clock changes zone', () => {
    chooseTimeZone('UTC');
    render(
      <I18nProvider i18n={i18n}>
        <RecentTrades
          trades={[{ ...trade(1, 1, '1'), timestamp: Date.UTC(2024, 0, 1, 7, 3, 9) }]}
          loading={false}
          priceDecimals={2}
          quantityDecimals={4}
          baseCode="BTC"
          quoteCode="USDT"
        />
      </I18nProvider>,
    );
    expect(screen.getByTestId('trade-row')).toHaveTextContent('07:03:09');
    act(() => chooseTimeZone('Asia/Tokyo'));
    expect(screen.getByTestId('trade-row')).toHaveTextContent('16:03:09');
  });
});

describe('Paginator', () => {
  it('is hidden for one page and offers page links otherwise', async () => {
    const onChange = jest.fn();
    const { rerender, container } = render(
      <I18nProvider i18n={i18n}>
        <Paginator page={1} lastPage={1} onChange={onChange} />
      </I18nProvider>,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(
      <I18nProvider i18n={i18n}>
        <Paginator page={1} lastPage={3} onChange={onChange} />
      </I18nProvider>,
    );
    // The pager is a part of ./forms, drawn once that entry is loaded.
    (await screen.findByRole('button', { name: 'Go to page 3' })).click();
    expect(onChange).toHaveBeenCalledWith(3);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });
});
