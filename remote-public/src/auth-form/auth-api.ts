import {
  api,
  API_PATH,
  type Area,
  type ForgetPasswordRequest,
  type LoginAnswer,
  type LoginRequest,
  type RegisterRequest,
} from '@exchange/shared';

/** Country list for the phone tab (value shown: `+global_code`). */
export const fetchAreas = (): Promise<Area[]> => api.get<Area[]>(API_PATH.areaList);

/** Setting `login_use_sms`: "1" adds the code field to the login form. */
export const fetchLoginUseSms = (): Promise<boolean> =>
  api
    .get<unknown>(API_PATH.setting, { key: 'login_use_sms' })
    .then((value) => String(value) === '1');

export const postLogin = (request: LoginRequest): Promise<LoginAnswer> =>
  api.post<LoginAnswer>(API_PATH.userLogin, request);

/** The screen shows its own success toast, so the server's message is not toasted too. */
export const postRegister = (request: RegisterRequest): Promise<unknown> =>
  api.post<unknown>(API_PATH.userRegister, request, { silentSuccess: true });

export const postForgetPassword = (request: ForgetPasswordRequest): Promise<unknown> =>
  api.post<unknown>(API_PATH.forgetPassword, request, { silentSuccess: true });
