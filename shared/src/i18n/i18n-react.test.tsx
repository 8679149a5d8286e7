import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider, Trans, useTranslation } from './i18n-react';
import { Translator } from './translator';

const translator = (): Translator => {
  const instance = new Translator('fr');
  instance.addResourceBundle('fr', 'common', { hello: 'Bonjour {{name}}' });
  instance.addResourceBundle('fr', 'spot', {
    prompt: '<login>Connectez-vous</login> ou <register>inscrivez-vous</register> pour trader',
    line: 'Un<br/>deux <unknown>texte</unknown>',
  });
  return instance;
};

const Greeting = (): ReactElement => {
  const { t } = useTranslation();
  return <p>{t('hello', { name: 'Ada' })}</p>;
};

describe('useTranslation and Trans', () => {
  it('reads the provider’s translator', () => {
    render(
      <I18nProvider i18n={translator()}>
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByText('Bonjour Ada')).toBeInTheDocument();
  });

  it('puts each named component around its words, in the order the language chose', () => {
    const instance = translator();
    render(
      <I18nProvider i18n={instance}>
        <p data-testid="prompt">
          <Trans
            t={instance.getFixedT('spot')}
            i18nKey="prompt"
            components={{ login: <a href="/login" />, register: <a href="/register" /> }}
          />
        </p>
      </I18nProvider>,
    );
    expect(screen.getByTestId('prompt')).toHaveTextContent(
      'Connectez-vous ou inscrivez-vous pour trader',
    );
    expect(screen.getByRole('link', { name: 'Connectez-vous' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'inscrivez-vous' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('renders a self-closing tag as its element and an unknown tag as plain words', () => {
    render(
      <I18nProvider i18n={translator()}>
        <p data-testid="line">
          <Trans ns="spot" i18nKey="line" components={{ br: <br /> }} />
        </p>
      </I18nProvider>,
    );
    const line = screen.getByTestId('line');
    expect(line.querySelectorAll('br')).toHaveLength(1);
    expect(line).toHaveTextContent('Undeux texte');
    expect(line.innerHTML).not.toContain('unknown');
  });
});
