import { act, screen } from '@testing-library/react';
import { session, type Translator } from '@exchange/shared';
import { signInAs, testUser } from '@exchange/shared/testing';
import { createTestI18n, publicTexts, renderScreen } from '../auth-form/auth-test-kit';
import { HERO_SUBTITLE_SIZE, HeroActions } from './hero-actions';

let i18n: Translator;
beforeAll(async () => {
  i18n = await createTestI18n();
});
afterEach(() => session.clear());

const texts = publicTexts.home.hero;
const linkTo = (name: string): string | null =>
  screen.getByRole('link', { name }).getAttribute('href');

describe('HeroActions (home call to action)', () => {
  it('asks a visitor to register', () => {
    renderScreen(i18n, '/home', '/home', <HeroActions />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(texts.title);
    expect(linkTo(texts.register)).toBe('/register');
    expect(screen.queryByRole('link', { name: texts.trade })).toBeNull();
  });

  it('says what the exchange offers in a subtitle of body size, as text that can wrap', () => {
    renderScreen(i18n, '/home', '/home', <HeroActions />);
    const subtitle = screen.getByTestId('hero-subtitle');
    expect(subtitle).toHaveTextContent(texts.subtitle);
    expect(HERO_SUBTITLE_SIZE).toBeGreaterThanOrEqual(14);
    expect(getComputedStyle(subtitle).fontSize).toBe(`${HERO_SUBTITLE_SIZE}px`);
    expect(getComputedStyle(subtitle).whiteSpace).not.toBe('nowrap');
  });

  it('sends a logged-in trader to trade, and follows a logout', () => {
    signInAs(testUser());
    renderScreen(i18n, '/home', '/home', <HeroActions />);
    expect(linkTo(texts.trade)).toBe('/trade');
    expect(screen.queryByRole('link', { name: texts.register })).toBeNull();
    act(() => session.clear());
    expect(linkTo(texts.register)).toBe('/register');
  });
});
