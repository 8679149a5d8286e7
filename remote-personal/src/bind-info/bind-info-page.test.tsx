import { screen } from '@testing-library/react';
import type { Translator } from '@exchange/shared';
import {
  createTestI18n,
  flush,
  mockApi,
  personalTexts,
  renderAt,
  signIn,
  USER,
} from '../test-kit/personal-test-kit';
import { BindInfoPage } from './bind-info-page';

const texts = personalTexts;
let i18n: Translator;

beforeAll(async () => {
  i18n = await createTestI18n();
});
afterEach(() => jest.restoreAllMocks());

describe('BindInfoPage', () => {
  it('shows the bound phone and e-mail, with a bind link when the e-mail is missing', async () => {
    const phoneUser = { ...USER, email: '', mobile: '5550100' };
    signIn(phoneUser);
    mockApi({ get: { 'user/info': phoneUser } });
    renderAt(i18n, '/bindInfo', '/bindInfo', <BindInfoPage />);
    await flush();
    expect(screen.getByTestId('bound-phone')).toHaveTextContent('5550100');
    expect(screen.getByTestId('bound-email')).toHaveTextContent(texts.settings.notBound);
    expect(screen.getByRole('link', { name: texts.settings.bind })).toHaveAttribute(
      'href',
      '/bindAccount',
    );
  });

  it('no bind link once the e-mail is bound', async () => {
    signIn();
    mockApi({ get: { 'user/info': USER } });
    renderAt(i18n, '/bindInfo', '/bindInfo', <BindInfoPage />);
    await flush();
    expect(screen.getByTestId('bound-email')).toHaveTextContent(USER.email);
    expect(screen.queryByRole('link', { name: texts.settings.bind })).toBeNull();
  });
});
