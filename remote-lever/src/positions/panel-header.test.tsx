import { render } from '@testing-library/react';
import {
  I18nProvider,
  LEVER_LIST_VIEW,
  type LeverListView,
  type Translator,
} from '@exchange/shared';
import type { ReactElement } from 'react';
import { leverTestI18n } from '../test-kit/lever-test-kit';
import { PanelTabs } from './panel-header';

let i18n: Translator;
beforeAll(async () => {
  i18n = await leverTestI18n();
});
afterEach(() => jest.restoreAllMocks());

it('re-measures its tab row only when the view changes, not when the panel re-renders', () => {
  // MUI's Tabs reads the layout (getBoundingClientRect) after every render of its own; the
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
  const { rerender } = render(panel(LEVER_LIST_VIEW.currentPositions, 0));
  const afterFirstRender = measure.mock.calls.length;
  expect(afterFirstRender).toBeGreaterThan(0);
  rerender(panel(LEVER_LIST_VIEW.currentPositions, 1));
  rerender(panel(LEVER_LIST_VIEW.currentPositions, 2));
  expect(measure.mock.calls.length).toBe(afterFirstRender);
  rerender(panel(LEVER_LIST_VIEW.pending, 3));
  expect(measure.mock.calls.length).toBeGreaterThan(afterFirstRender);
});
