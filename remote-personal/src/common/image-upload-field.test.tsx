import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type Translator } from '@exchange/shared';
import { useState, type ReactElement } from 'react';
import {
  createTestI18n,
  flush,
  mockApi,
  pngFile,
  renderAt,
  signIn,
} from '../test-kit/personal-test-kit';
import { widgetTexts } from '@exchange/shared/testing';
import { ImageUploadField } from '@exchange/shared/area-kit';
import { personalApi } from './personal-api';

const texts = widgetTexts;
const SAVED = '/uploads/0123456789abcdef0123456789abcdef.png';
let i18n: Translator;
let made: string[];
let revokeObjectURL: jest.Mock<void, [string]>;

beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => {
  signIn();
  made = [];
  // jsdom has no object URLs: number them, and record which are revoked.
  revokeObjectURL = jest.fn<void, [string]>();
  Object.assign(URL, {
    createObjectURL: jest.fn((_: Blob) => {
      made.push(`blob:http://localhost/${made.length + 1}`);
      return made[made.length - 1];
    }),
    revokeObjectURL,
  });
});
afterEach(() => jest.restoreAllMocks());

/** The field inside a form that keeps its value, as the personal pages use it. */
const Form = ({ initial }: { initial: string }): ReactElement => {
  const [value, setValue] = useState(initial);
  return (
    <ImageUploadField
      label="Payment code"
      value={value}
      onChange={setValue}
      testId="qr"
      upload={personalApi.uploadImage}
    />
  );
};

const renderField = (initial: string): ReturnType<typeof renderAt> =>
  renderAt(
    i18n,
    '/personal/collectionSettings',
    '/personal/collectionSettings',
    <Form initial={initial} />,
  );

const image = (): HTMLElement | null => screen.queryByRole('img', { name: 'Payment code' });

describe('ImageUploadField', () => {
  it('shows a saved image fetched with the session (a blob: URL, never the bare /uploads/ URL)', async () => {
    let release: (blob: Blob) => void = () => undefined;
    const { blob } = mockApi({
      blob: { [SAVED]: () => new Promise<Blob>((resolve) => (release = resolve)) },
    });
    const view = renderField(SAVED);
    // A neutral placeholder while it loads.
    expect(screen.getByTestId('qr-loading')).toBeInTheDocument();
    expect(image()).toBeNull();
    expect(blob).toHaveBeenCalledWith(
      SAVED,
      expect.objectContaining({ signal: expect.anything() }),
    );
    release(new Blob(['png'], { type: 'image/png' }));
    await flush();
    expect(image()).toHaveAttribute('src', made[0]);
    expect(screen.queryByTestId('qr-loading')).toBeNull();
    view.unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith(made[0]);
  });

  it('says "image unavailable" when the saved image cannot be fetched', async () => {
    mockApi({ blob: { [SAVED]: new ApiError('network', 'no') } });
    renderField(SAVED);
    await flush();
    expect(image()).toBeNull();
    expect(screen.getByTestId('qr-unavailable')).toHaveTextContent(texts.imageUpload.unavailable);
    // Still replaceable.
    expect(screen.getByTestId('qr-input')).toBeEnabled();
  });

  it('a fresh pick shows its local preview and fetches nothing for the new URL', async () => {
    const { blob, upload } = mockApi({
      upload: { 'common/image_upload': { url: '/uploads/new.png' } },
    });
    const user = userEvent.setup({ delay: null });
    renderField('');
    expect(screen.getByText(texts.imageUpload.hint)).toBeInTheDocument();
    await user.upload(screen.getByTestId('qr-input'), pngFile('qr.png'));
    await flush();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('qr')).toHaveAttribute('data-uploaded', 'true');
    expect(image()).toHaveAttribute('src', made[0]);
    expect(blob).not.toHaveBeenCalled();
  });
});
