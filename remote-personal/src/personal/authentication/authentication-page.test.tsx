import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Translator } from '@exchange/shared';
import { widgetTexts } from '@exchange/shared/testing';
import {
  collectToasts,
  createTestI18n,
  errorTexts,
  flush,
  mockApi,
  personalTexts,
  pngFile,
  refused,
  renderAt,
  signIn,
  USER,
} from '../../test-kit/personal-test-kit';
import { AuthenticationPage } from './authentication-page';

const texts = personalTexts;
const CENTER = { review_status: 0, name: '', card_id: '', reason: '' };
let i18n: Translator;
let toasts: ReturnType<typeof collectToasts>;

beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => {
  signIn();
  toasts = collectToasts();
});
afterEach(() => {
  toasts.stop();
  jest.restoreAllMocks();
});

const renderPage = (): void => {
  renderAt(i18n, '/personal/authentication', '/personal/authentication', <AuthenticationPage />);
};
const field = (label: string): HTMLElement => screen.getByLabelText(label);
const submit = (): HTMLElement => screen.getByRole('button', { name: texts.identity.submit });

describe('AuthenticationPage', () => {
  it('under review (1)', async () => {
    mockApi({ get: { 'user_real/center': { ...CENTER, review_status: 1 } } });
    renderPage();
    await flush();
    expect(screen.getByTestId('identity-reviewing')).toHaveTextContent(
      texts.identity.reviewingTitle,
    );
    expect(screen.queryByTestId('real-name-form')).toBeNull();
  });

  it('verified (2) with the masked ID the server answered', async () => {
    mockApi({
      get: {
        'user_real/center': {
          review_status: 2,
          name: 'Li Lei',
          card_id: '1101****1234',
          reason: '',
        },
      },
    });
    renderPage();
    await flush();
    expect(screen.getByTestId('identity-verified')).toHaveTextContent(
      'Your identity is verified: Li Lei, ID 1101****1234.',
    );
  });

  it('rejected (3): shows the reason, "submit again" opens the form', async () => {
    mockApi({
      get: { 'user_real/center': { ...CENTER, review_status: 3, reason: 'Photo is blurred' } },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await flush();
    expect(screen.getByTestId('identity-rejected')).toHaveTextContent(
      'Reason: Photo is blurred. Please correct it and submit again.',
    );
    await user.click(screen.getByRole('button', { name: texts.identity.again }));
    expect(screen.getByTestId('real-name-form')).toBeInTheDocument();
  });

  it('loading, then an error with Retry', async () => {
    let fail = true;
    mockApi({ get: { 'user_real/center': () => (fail ? refused() : CENTER) } });
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(screen.getByTestId('loading')).toBeInTheDocument();
    await flush();
    expect(screen.getByText(texts.common.loadFailed)).toBeVisible();
    fail = false;
    await user.click(screen.getByTestId('retry'));
    await flush();
    expect(screen.getByTestId('real-name-form')).toBeInTheDocument();
  });

  it('prompts in order: name, ID number, front, back; then submits with the uploaded URLs', async () => {
    let status = 0;
    const { post, upload } = mockApi({
      get: {
        'user_real/center': () => ({ ...CENTER, review_status: status }),
        'user/info': () => ({ ...USER, review_status: status }),
      },
      post: {
        'user_real/real_name': () => {
          status = 1;
          return null;
        },
      },
      upload: {
        'common/image_upload': (form: unknown) => ({
          url: `/uploads/${((form as FormData).get('file') as File).name}`,
        }),
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await flush();
    const last = async (): Promise<string | undefined> => {
      await user.click(submit());
      return errorTexts(toasts.toasts).at(-1);
    };
    expect(await last()).toBe(texts.errors.idName);
    await user.type(field(texts.identity.name), 'Li Lei');
    expect(await last()).toBe(texts.errors.idNumber);
    await user.type(field(texts.identity.cardId), '110101199001011234');
    expect(await last()).toBe(texts.errors.frontImage);
    await user.upload(screen.getByTestId('front-upload-input'), pngFile('front.png'));
    await flush();
    expect(screen.getByTestId('front-upload')).toHaveAttribute('data-uploaded', 'true');
    expect(await last()).toBe(texts.errors.backImage);
    await user.upload(screen.getByTestId('back-upload-input'), pngFile('back.png'));
    await flush();
    expect(post).not.toHaveBeenCalled();
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[0][2]).toEqual(expect.objectContaining({ silentSuccess: true }));

    await user.click(submit());
    await flush();
    expect(post).toHaveBeenCalledWith('user_real/real_name', {
      name: 'Li Lei',
      card_id: '110101199001011234',
      front_pic: '/uploads/front.png',
      reverse_pic: '/uploads/back.png',
    });
    expect(await screen.findByTestId('identity-reviewing')).toBeInTheDocument();
  });

  it('refuses a file that is not an image, and keeps what was typed when the submit is refused', async () => {
    const { upload } = mockApi({
      get: { 'user_real/center': CENTER },
      post: { 'user_real/real_name': refused('Duplicate ID') },
      upload: { 'common/image_upload': { url: '/uploads/x.png' } },
    });
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderPage();
    await flush();
    await user.upload(
      screen.getByTestId('front-upload-input'),
      new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }),
    );
    expect(errorTexts(toasts.toasts).at(-1)).toBe(widgetTexts.imageUpload.imageType);
    expect(upload).not.toHaveBeenCalled();

    await user.type(field(texts.identity.name), 'Li Lei');
    await user.type(field(texts.identity.cardId), 'X1234');
    await user.upload(screen.getByTestId('front-upload-input'), pngFile());
    await user.upload(screen.getByTestId('back-upload-input'), pngFile());
    await user.upload(screen.getByTestId('hand-upload-input'), pngFile());
    await flush();
    await user.click(submit());
    await flush();
    expect(field(texts.identity.name)).toHaveValue('Li Lei');
    expect(field(texts.identity.cardId)).toHaveValue('X1234');
    expect(screen.getByTestId('back-upload')).toHaveAttribute('data-uploaded', 'true');
  });
});
