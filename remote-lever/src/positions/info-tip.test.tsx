import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider, type Translator } from '@exchange/shared';
import { leverTestI18n, leverTexts } from '../test-kit/lever-test-kit';
import { tipPlacement } from './info-tip';
import { PositionTotals } from './panel-header';

let i18n: Translator;
beforeAll(async () => {
  i18n = await leverTestI18n();
});

const LIST = { rows: [], total: 0, per_page: 15, hazard_rate: '2071.0612', profits_all: '0' };

const renderTotals = (): void => {
  render(
    <I18nProvider i18n={i18n}>
      <button type="button">before</button>
      <PositionTotals list={LIST} onCloseAll={() => undefined} />
      <button type="button">elsewhere</button>
    </I18nProvider>,
  );
};

const label = (): HTMLElement => screen.getByRole('button', { name: leverTexts.panel.riskRate });
const tip = (): HTMLElement => screen.getByTestId('risk-rate-info-tip');

describe('the risk rate explanation', () => {
  it('is the label button’s description, hidden until asked for', () => {
    renderTotals();
    expect(label()).toHaveAccessibleDescription(leverTexts.panel.riskRateTip);
    expect(tip()).not.toBeVisible();
    // The figure sits inside the same hover area as its label.
    expect(within(screen.getByTestId('risk-rate-info')).getByTestId('risk-rate')).toBeVisible();
  });

  it('shows on keyboard focus and hides on Escape and on leaving', async () => {
    const user = userEvent.setup();
    renderTotals();
    await user.tab();
    await user.tab();
    expect(label()).toHaveFocus();
    expect(screen.getByRole('tooltip')).toBeVisible();
    expect(screen.getByRole('tooltip')).toHaveTextContent(leverTexts.panel.riskRateTip);
    await user.keyboard('{Escape}');
    expect(tip()).not.toBeVisible();
    await user.click(label());
    expect(tip()).toBeVisible();
    await user.tab();
    expect(tip()).not.toBeVisible();
  });

  it('shows on hover and while the pointer is over it', async () => {
    const user = userEvent.setup();
    renderTotals();
    await user.hover(label());
    expect(tip()).toBeVisible();
    await user.hover(tip());
    expect(tip()).toBeVisible();
    await user.unhover(screen.getByTestId('risk-rate-info'));
    expect(tip()).not.toBeVisible();
  });

  it('opens on a tap and closes on a tap elsewhere', () => {
    renderTotals();
    // A tap where the focus does not move (Safari): pointer down and a click, no focus event.
    fireEvent.pointerDown(label());
    fireEvent.click(label());
    expect(tip()).toBeVisible();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'elsewhere' }));
    expect(tip()).not.toBeVisible();
  });
});

describe('tipPlacement', () => {
  const view = { width: 390, height: 844 };

  it('opens under the label when there is room, from its left edge', () => {
    expect(tipPlacement({ left: 20, top: 100, bottom: 120 }, view)).toEqual({ left: 20, top: 126 });
  });

  it('opens above the label near the bottom of the window', () => {
    expect(tipPlacement({ left: 20, top: 800, bottom: 820 }, view)).toEqual({
      left: 20,
      bottom: 50,
    });
  });

  it('stays inside the window on the right', () => {
    expect(tipPlacement({ left: 300, top: 100, bottom: 120 }, view).left).toBe(84);
    expect(
      tipPlacement({ left: 300, top: 100, bottom: 120 }, { width: 200, height: 844 }).left,
    ).toBe(6);
  });
});
