import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Translator } from '@exchange/shared';
import {
  collectToasts,
  createTestI18n,
  errorTexts,
  flush,
  mockApi,
  personalTexts,
  refused,
  renderAt,
  signIn,
} from '../../test-kit/personal-test-kit';
import { FeedbackPage } from './feedback-page';

const texts = personalTexts;
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
  renderAt(i18n, '/personal/feedback', '/personal/feedback', <FeedbackPage />);
};
const field = (label: string): HTMLElement => screen.getByLabelText(label);
const submit = (): HTMLElement => screen.getByRole('button', { name: texts.feedback.submit });

describe('FeedbackPage', () => {
  it('prompts in order: type, title, content, then at least 10 characters', async () => {
    const { post } = mockApi({ post: {} });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const last = async (): Promise<string | undefined> => {
      await user.click(submit());
      return errorTexts(toasts.toasts).at(-1);
    };
    expect(await last()).toBe(texts.errors.feedbackType);
    await user.selectOptions(field(texts.feedback.type), texts.feedback.types.problem);
    expect(await last()).toBe(texts.errors.feedbackTitle);
    await user.type(field(texts.feedback.titleField), 'Chart');
    expect(await last()).toBe(texts.errors.feedbackContent);
    await user.type(field(texts.feedback.content), '123456789');
    expect(await last()).toBe('Please write at least 10 characters');
    expect(screen.getByText('9 characters, at least 10')).toBeVisible();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends feedback/submit (the server message is the toast) and empties the form', async () => {
    const { post } = mockApi({ post: { 'feedback/submit': null } });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.selectOptions(field(texts.feedback.type), texts.feedback.types.suggestion);
    await user.type(field(texts.feedback.titleField), 'Dark mode');
    await user.type(field(texts.feedback.content), 'Please make the chart darker.');
    await user.click(submit());
    await flush();
    expect(post).toHaveBeenCalledWith('feedback/submit', {
      type: 'suggestion',
      title: 'Dark mode',
      content: 'Please make the chart darker.',
    });
    expect(field(texts.feedback.titleField)).toHaveValue('');
    expect(field(texts.feedback.content)).toHaveValue('');
  });

  it('Enter in the title submits; a refused submit keeps everything', async () => {
    const { post } = mockApi({ post: { 'feedback/submit': refused('Too many') } });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.selectOptions(field(texts.feedback.type), texts.feedback.types.other);
    await user.type(field(texts.feedback.content), 'Something else entirely.');
    await user.type(field(texts.feedback.titleField), 'Other{Enter}');
    await flush();
    expect(post).toHaveBeenCalledTimes(1);
    expect(field(texts.feedback.titleField)).toHaveValue('Other');
    expect(field(texts.feedback.content)).toHaveValue('Something else entirely.');
    expect(field(texts.feedback.type)).toHaveValue('other');
  });

  it('counts emoji as the server does: five are five characters, ten may be sent', async () => {
    const { post } = mockApi({ post: { 'feedback/submit': null } });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.selectOptions(field(texts.feedback.type), texts.feedback.types.other);
    await user.type(field(texts.feedback.titleField), 'Emoji');
    await user.click(field(texts.feedback.content));
    await user.paste('😀'.repeat(5));
    expect(screen.getByText('5 characters, at least 10')).toBeVisible();
    await user.click(submit());
    expect(errorTexts(toasts.toasts).at(-1)).toBe('Please write at least 10 characters');
    expect(post).not.toHaveBeenCalled();
    await user.click(field(texts.feedback.content));
    await user.paste('😀'.repeat(5));
    expect(screen.getByText('10 characters, at least 10')).toBeVisible();
    await user.click(submit());
    await flush();
    expect(post).toHaveBeenCalledWith('feedback/submit', {
      type: 'other',
      title: 'Emoji',
      content: '😀'.repeat(10),
    });
  });

  it('stops the title at 100 characters, an emoji counting one', async () => {
    mockApi({ post: {} });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(field(texts.feedback.titleField));
    await user.paste('😀'.repeat(101));
    expect(field(texts.feedback.titleField)).toHaveValue('😀'.repeat(100));
  });
});
