import { act, screen } from '@testing-library/react';
import { session, type Translator } from '@exchange/shared';
import { signInAs, testUser } from '@exchange/shared/testing';
import { createTestI18n, publicTexts, renderScreen } from '../auth-form/auth-test-kit';
import { HeroActions } from './hero-actions';

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

  it('sends a logged-in trader to trade, and follows a logout', () => {
    signInAs(testUser());
    renderScreen(i18n, '/home', '/home', <HeroActions />);
    expect(linkTo(texts.trade)).toBe('/trade');
    expect(screen.queryByRole('link', { name: texts.register })).toBeNull();
    act(() => session.clear());
    expect(linkTo(texts.register)).toBe('/register');
  });
});
