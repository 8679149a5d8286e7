import { api, API_PATH, type Area, type LoginAnswer, type LoginRequest } from '@exchange/shared';

/** Calls of these screens that API_PATH (shared contract) does not list yet (spec 01/02 §7). */
export const AUTH_PATH = {
  register: 'user/register',
  forgetPassword: 'user/forget_password',
} as const;

/** Country list for the phone tab (value shown: `+global_code`). */
export const fetchAreas = (): Promise<Area[]> => api.get<Area[]>(API_PATH.areaList);

/** Setting `login_use_sms`: "1" adds the code field to the login form. */
export const fetchLoginUseSms = (): Promise<boolean> =>
  api
    .get<unknown>(API_PATH.setting, { key: 'login_use_sms' })
    .then((value) => String(value) === '1');

export const postLogin = (request: LoginRequest): Promise<LoginAnswer> =>
  api.post<LoginAnswer>(API_PATH.userLogin, request);

export type RegisterRequest = {
  account: string;
  password: string;
  re_password: string;
  invite_code: string;
  /** The chosen country for a phone, 0 for an e-mail. */
  area_id: number;
  sms_code: string;
  type: 'email' | 'mobile';
};

/** The screen shows its own success toast, so the server's message is not toasted too. */
export const postRegister = (request: RegisterRequest): Promise<unknown> =>
  api.post<unknown>(AUTH_PATH.register, request, { silentSuccess: true });

export type ForgetPasswordRequest = {
  account: string;
  new_password: string;
  secondary_password: string;
  type: 'email' | 'mobile';
  auth_code: string;
  /** Phone only: the country the code was texted to (not in spec 02's list; extra, harmless). */
  area_id?: number;
};

export const postForgetPassword = (request: ForgetPasswordRequest): Promise<unknown> =>
  api.post<unknown>(AUTH_PATH.forgetPassword, request, { silentSuccess: true });
