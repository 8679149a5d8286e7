import {
  api,
  API_PATH,
  isApiError,
  type Area,
  type Paged,
  type SendCodeAnswer,
} from '@exchange/shared';
import {
  PERSONAL_PATH,
  type AccountLogRow,
  type AmendPasswordRequest,
  type AmendPayPasswordRequest,
  type AuthorizationCodeAnswer,
  type BindMobileCodeRequest,
  type BindMobileRequest,
  type FeedbackRequest,
  type ImageUploadAnswer,
  type LegacyAnswer,
  type PayMethod,
  type PayMethodType,
  type RealNameCenter,
  type RealNameRequest,
  type SavePayMethodRequest,
} from '@exchange/shared/contract/personal';

/** The personal area's calls (shared/src/contract/personal.ts), all through the one api client. */
export const personalApi = {
  authorizationCode: (): Promise<string> =>
    api.get<AuthorizationCodeAnswer>(PERSONAL_PATH.authorizationCode).then((answer) => answer.code),
  /** The screen shows its own success text (other sessions were signed out). */
  amendPassword: (request: AmendPasswordRequest): Promise<unknown> =>
    api.post(PERSONAL_PATH.amendPassword, request, { silentSuccess: true }),
  amendPayPassword: (request: AmendPayPasswordRequest): Promise<unknown> =>
    api.post(PERSONAL_PATH.amendPayPassword, request),
  payMethodTypes: (): Promise<PayMethodType[]> =>
    api.get<PayMethodType[]>(PERSONAL_PATH.payMethodTypes),
  payMethodByType: (type: number): Promise<PayMethod | null> =>
    api.get<PayMethod | null>(PERSONAL_PATH.payMethodByType, { type }),
  savePayMethod: (request: SavePayMethodRequest): Promise<PayMethod> =>
    api.post<PayMethod>(PERSONAL_PATH.payMethodSave, request),
  /** Multipart, field `file`; answers the stored image's URL. */
  uploadImage: (file: File, onProgress?: (fraction: number) => void): Promise<string> => {
    const form = new FormData();
    form.append('file', file);
    return api
      .upload<ImageUploadAnswer>(PERSONAL_PATH.imageUpload, form, {
        silentSuccess: true,
        onUploadProgress: onProgress,
      })
      .then((answer) => answer.url);
  },
  realCenter: (): Promise<RealNameCenter> => api.get<RealNameCenter>(PERSONAL_PATH.realCenter),
  submitRealName: (request: RealNameRequest): Promise<unknown> =>
    api.post(PERSONAL_PATH.realName, request),
  /** The server's success message ("submitted, please wait for system processing") is toasted. */
  submitFeedback: (request: FeedbackRequest): Promise<unknown> =>
    api.post(PERSONAL_PATH.feedbackSubmit, request),
  accountLogs: (page: number): Promise<Paged<AccountLogRow>> =>
    api.get<Paged<AccountLogRow>>(PERSONAL_PATH.accountLogs, { page }),
  /** The country list of the bind-phone form, as at registration. */
  areas: (): Promise<Area[]> => api.get<Area[]>(API_PATH.areaList),
  /** The server's "code sent" is toasted. */
  bindMobileCode: (request: BindMobileCodeRequest): Promise<SendCodeAnswer> =>
    api.post<SendCodeAnswer>(PERSONAL_PATH.bindMobileSendCode, request),
  /** The server's "mobile number bound" is toasted. */
  bindMobile: (request: BindMobileRequest): Promise<unknown> =>
    api.post(PERSONAL_PATH.bindMobile, request),
};

/**
 * The two legacy bind-email paths answer `{ type: 'ok' | 'error', message }`, not the envelope
 * (docs/decisions.md); the api client hands that answer back as it is, and the caller reads it as
 * docs/product.md#logged-in-areas-calls says: `type` decides, `message` is shown. Null when the call failed (the client has
 * already said so).
 */
export const postLegacy = (path: string, body: object): Promise<LegacyAnswer | null> =>
  api.postLegacy(path, body).catch((error: unknown) => {
    if (isApiError(error)) return null;
    throw error;
  });
