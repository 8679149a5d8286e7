import {
  applyOverrideParams,
  captureOverrideParam,
  clearOverride,
  readOverrides,
  verifyOverrides,
} from './overrides';

const index = {
  areas: {
    public: [
      { version: '1.0.0', entry: '/remotes/public/1.0.0/mf-manifest.json' },
      { version: '1.1.0', entry: 'https://evil.example/mf-manifest.json' },
    ],
  },
};

describe('per-browser overrides', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/home');
  });

  it('applies set, clear and clear-all values and rejects malformed ones', () => {
    expect(applyOverrideParams(['public@1.1.0,spot@2.0.0'], {})).toEqual({
      overrides: { public: '1.1.0', spot: '2.0.0' },
      rejected: [],
    });
    expect(applyOverrideParams(['public@'], { public: '1.1.0', spot: '2.0.0' }).overrides).toEqual({
      spot: '2.0.0',
    });
    expect(applyOverrideParams(['clear'], { public: '1.1.0' }).overrides).toEqual({});
    expect(applyOverrideParams(['public@../../x', 'nowhere@1.0.0'], {}).rejected).toEqual([
      { area: 'public', version: '../../x', reason: 'not-deployed' },
      { area: 'nowhere', version: '1.0.0', reason: 'not-deployed' },
    ]);
  });

  it('stores the query parameter and removes it from the address bar', () => {
    window.history.replaceState(null, '', '/markets?tab=2&area-version=public%401.1.0#top');
    expect(captureOverrideParam()).toEqual([]);
    expect(readOverrides()).toEqual({ public: '1.1.0' });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/markets?tab=2#top',
    );
    clearOverride('public');
    expect(readOverrides()).toEqual({});
  });

  it('ignores stored garbage', () => {
    localStorage.setItem('areaVersionOverrides', '{"public":"https://evil.example/x","spot":7}');
    expect(readOverrides()).toEqual({});
    localStorage.setItem('areaVersionOverrides', 'not json');
    expect(readOverrides()).toEqual({});
  });

  it('accepts only versions the server lists, always at this origin', () => {
    expect(verifyOverrides({ public: '1.1.0', spot: '1.0.0' }, index)).toEqual({
      valid: { public: { version: '1.1.0', entry: '/remotes/public/1.1.0/mf-manifest.json' } },
      ignored: [{ area: 'spot', version: '1.0.0', reason: 'not-deployed' }],
    });
    expect(verifyOverrides({ public: '9.9.9' }, index).ignored).toEqual([
      { area: 'public', version: '9.9.9', reason: 'not-deployed' },
    ]);
  });
});
