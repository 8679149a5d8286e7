import { api, API_PATH, clearHeadStart } from '@exchange/shared';
import { render } from '@testing-library/react';
import TradeScreen from '.';

afterEach(() => {
  clearHeadStart();
  jest.restoreAllMocks();
});

describe('the ./trade screen', () => {
  it('asks for the pairs while rendering, before any effect of the page runs, and once', () => {
    const get = jest.spyOn(api, 'get').mockReturnValue(new Promise(() => undefined));
    // Rendered after the screen in the same pass: what was asked by then was not asked by an
    // effect (effects run after the whole pass).
    let askedBeforeEffects: string[] = [];
    const Probe = (): null => {
      askedBeforeEffects = get.mock.calls.map((call: unknown[]) => String(call[0]));
      return null;
    };
    const view = render(
      <>
        <TradeScreen />
        <Probe />
      </>,
    );
    expect(askedBeforeEffects).toEqual([API_PATH.currencyMatches]);
    const pairRequests = get.mock.calls.filter(([path]) => path === API_PATH.currencyMatches);
    expect(pairRequests).toHaveLength(1);
    view.unmount();
  });
});
