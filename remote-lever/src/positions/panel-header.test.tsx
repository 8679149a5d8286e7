import { render } from '@testing-library/react';
import { I18nProvider, type Translator } from '@exchange/shared';
import { LEVER_LIST_VIEW, type LeverListView } from '@exchange/shared/contract/lever';
import type { ReactElement } from 'react';
import { leverTestI18n } from '../test-kit/lever-test-kit';
import { PanelTabs } from './panel-header';

let i18n: Translator;
beforeAll(async () => {
  i18n = await leverTestI18n();
});
afterEach(() => jest.restoreAllMocks());

it('never reads a box to draw its tab row, as the panel re-renders or the view changes', () => {
  // MUI's Tabs read the layout (getBoundingClientRect) after every render of its own, and the
  // panel around it re-renders with every live position update.
  const measure = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
  const onView = jest.fn();
  const panel = (view: LeverListView, tick: number): ReactElement => (
    <I18nProvider i18n={i18n}>
      <div data-tick={tick}>
        <PanelTabs view={view} onView={onView} />
      </div>
    </I18nProvider>
  );
  const { rerender, getByTestId } = render(panel(LEVER_LIST_VIEW.currentPositions, 0));
  rerender(panel(LEVER_LIST_VIEW.currentPositions, 1));
  rerender(panel(LEVER_LIST_VIEW.pending, 2));
  expect(getByTestId(`panel-tab-${LEVER_LIST_VIEW.pending}`)).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(measure).not.toHaveBeenCalled();
});
