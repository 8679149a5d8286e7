import { initI18n, loadNamespace } from '@exchange/shared';
import { captureOverrideParam } from '../releases/overrides';
import { startFirstScreen } from './first-screen';
import { preloadFirstScreen } from './preload-area';

jest.mock('./preload-area', () => ({ preloadFirstScreen: jest.fn(async () => undefined) }));
jest.mock('../releases/overrides', () => ({ captureOverrideParam: jest.fn(() => []) }));
jest.mock('@exchange/shared', () => ({
  ...jest.requireActual<object>('@exchange/shared'),
  initI18n: jest.fn(async () => undefined),
  loadNamespace: jest.fn(async () => undefined),
}));

describe('startFirstScreen', () => {
  it('takes the override, starts the texts and loads the first screen, once per page', () => {
    window.history.replaceState(null, '', '/trade?area-version=spot@1.1.0');
    startFirstScreen();
    startFirstScreen();
    expect(captureOverrideParam).toHaveBeenCalledTimes(1);
    expect(initI18n).toHaveBeenCalledTimes(1);
    expect(loadNamespace).toHaveBeenCalledWith('shell', expect.any(Function));
    expect(preloadFirstScreen).toHaveBeenCalledTimes(1);
    expect(preloadFirstScreen).toHaveBeenCalledWith('/trade');
  });
});
