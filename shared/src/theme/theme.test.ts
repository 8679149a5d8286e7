import type * as ThemeModule from './theme';

/** theme.ts reads the stored mode when it loads: each test loads a fresh copy. */
const loadTheme = async (): Promise<typeof ThemeModule> => {
  let loaded: typeof ThemeModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('./theme');
  });
  if (!loaded) throw new Error('theme module did not load');
  return loaded;
};

beforeEach(() => {
  window.localStorage.clear();
});

describe('themeMode', () => {
  it('is dark by default', async () => {
    const { themeMode } = await loadTheme();
    expect(themeMode.get()).toBe('dark');
  });

  it('is dark when an unknown value is stored', async () => {
    window.localStorage.setItem('theme', 'sepia');
    const { themeMode } = await loadTheme();
    expect(themeMode.get()).toBe('dark');
  });

  it('starts light when light is stored', async () => {
    window.localStorage.setItem('theme', 'light');
    const { themeMode } = await loadTheme();
    expect(themeMode.get()).toBe('light');
  });

  it("set('light') stores theme=light and emits the new mode", async () => {
    const { themeMode } = await loadTheme();
    const modes: string[] = [];
    themeMode.mode$().subscribe((mode) => modes.push(mode));
    themeMode.set('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(themeMode.get()).toBe('light');
    expect(modes).toEqual(['dark', 'light']);
  });

  it('toggle switches between dark and light and stores each choice', async () => {
    const { themeMode } = await loadTheme();
    themeMode.toggle();
    expect(window.localStorage.getItem('theme')).toBe('light');
    themeMode.toggle();
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(themeMode.get()).toBe('dark');
  });
});
