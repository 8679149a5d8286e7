import {
  changeLanguage,
  currentLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_INFO,
  LANGUAGES,
} from './languages';

beforeEach(() => {
  window.localStorage.clear();
});

describe('languages', () => {
  it('offers the 11 spec languages in the selector order', () => {
    expect(LANGUAGES).toEqual(['en', 'pt', 'jp', 'th', 'kr', 'de', 'fr', 'es', 'vi', 'zh', 'hk']);
  });

  it('has a label and a BCP 47 tag for every language, jp→ja and hk→zh-TW', () => {
    expect(Object.keys(LANGUAGE_INFO).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      expect(LANGUAGE_INFO[language].label).not.toBe('');
    }
    expect(LANGUAGE_INFO.jp.bcp47).toBe('ja');
    expect(LANGUAGE_INFO.kr.bcp47).toBe('ko');
    expect(LANGUAGE_INFO.hk.bcp47).toBe('zh-TW');
  });

  it('isLanguage accepts only the 11 codes', () => {
    expect(isLanguage('hk')).toBe(true);
    expect(isLanguage('ja')).toBe(false);
    expect(isLanguage('EN')).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });
});

describe('currentLanguage', () => {
  it('defaults to en when nothing is stored', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(currentLanguage()).toBe('en');
  });

  it.each([['klingon'], [''], ['zh_TW'], ['"de"']])(
    'defaults to en when %p is stored',
    (stored) => {
      window.localStorage.setItem('lang', stored);
      expect(currentLanguage()).toBe('en');
    },
  );

  it('returns the stored language', () => {
    window.localStorage.setItem('lang', 'vi');
    expect(currentLanguage()).toBe('vi');
  });

  it('falls back to en when storage cannot be read', () => {
    window.localStorage.setItem('lang', 'de');
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      expect(currentLanguage()).toBe('en');
    } finally {
      getItem.mockRestore();
    }
  });
});

describe('changeLanguage', () => {
  it('stores the choice under lang and then reloads', () => {
    const reload = jest.fn(() => {
      // The page reloads after the choice is stored, so the new page reads it.
      expect(window.localStorage.getItem('lang')).toBe('th');
    });
    changeLanguage('th', reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(currentLanguage()).toBe('th');
  });

  it('stores the chart locale under locale: hk → zh_TW, jp → ja, others as they are', () => {
    const noReload = (): void => undefined;
    changeLanguage('hk', noReload);
    expect(window.localStorage.getItem('locale')).toBe('zh_TW');
    changeLanguage('jp', noReload);
    expect(window.localStorage.getItem('locale')).toBe('ja');
    changeLanguage('de', noReload);
    expect(window.localStorage.getItem('locale')).toBe('de');
  });
});
