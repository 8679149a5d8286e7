import { interpolate, Translator } from './translator';

const make = (): Translator => {
  const translator = new Translator('de');
  translator.addResourceBundle('de', 'common', {
    ok: 'OK',
    form: { min: 'Mindestens {{min}} {{ code }}', nested: { deep: 'tief' } },
  });
  translator.addResourceBundle('de', 'spot', { title: 'Spot {{symbol}}' });
  translator.addResourceBundle('en', 'spot', { title: 'Spot EN' });
  return translator;
};

describe('Translator', () => {
  it('finds nested keys in the default namespace and fills placeholders', () => {
    const translator = make();
    expect(translator.t('ok')).toBe('OK');
    expect(translator.t('form.nested.deep')).toBe('tief');
    expect(translator.t('form.min', { min: 10, code: 'USDT' })).toBe('Mindestens 10 USDT');
  });

  it('reads the texts of its own language only', () => {
    const translator = make();
    expect(translator.t('spot:title', { symbol: 'BTC/USDT' })).toBe('Spot BTC/USDT');
    translator.setLanguage('en');
    expect(translator.language).toBe('en');
    expect(translator.t('spot:title')).toBe('Spot EN');
  });

  it('takes the namespace from `ns:` before the bound one', () => {
    const t = make().getFixedT('spot');
    expect(t('title', { symbol: 'ETH/USDT' })).toBe('Spot ETH/USDT');
    expect(t('common:ok')).toBe('OK');
  });

  it('answers a missing key with defaultValue, else with the key without its namespace', () => {
    const translator = make();
    expect(translator.t('areas.lever', { defaultValue: 'lever' })).toBe('lever');
    expect(translator.t('spot:nothing.here')).toBe('nothing.here');
    // A key that names a group of texts is not a text.
    expect(translator.t('form.nested')).toBe('form.nested');
    expect(translator.t('ok.more')).toBe('ok.more');
  });

  it('keeps one bound t per namespace, so hooks that depend on it do not re-run', () => {
    const translator = make();
    expect(translator.getFixedT('spot')).toBe(translator.getFixedT('spot'));
    expect(translator.getFixedT('spot')).not.toBe(translator.getFixedT('common'));
  });

  it('merges a bundle added again instead of dropping what was there', () => {
    const translator = make();
    translator.addResourceBundle('de', 'common', { form: { max: 'Höchstens {{max}}' } });
    expect(translator.t('form.max', { max: 5 })).toBe('Höchstens 5');
    expect(translator.t('form.nested.deep')).toBe('tief');
    expect(translator.hasResourceBundle('de', 'common')).toBe(true);
    expect(translator.hasResourceBundle('de', 'lever')).toBe(false);
  });
});

describe('interpolate', () => {
  it('leaves no placeholder behind and does not escape (React does)', () => {
    expect(interpolate('{{a}} & <b>{{b}}</b>', { a: '<x>', b: 0 })).toBe('<x> & <b>0</b>');
    expect(interpolate('left {{missing}} right', {})).toBe('left  right');
    expect(interpolate('no placeholders')).toBe('no placeholders');
  });
});
