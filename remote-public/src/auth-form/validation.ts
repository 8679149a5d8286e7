/**
 * Client checks of the login, register and forgot-password forms (docs/product.md#public-and-spot-validation, docs/product.md#logged-in-areas
 * "Forget password", docs/decisions.md#passwords-and-codes). Each validator is pure and answers
 * the FIRST failing message key of docs/product.md#public-and-spot-errors, or null when the form may be sent.
 */

/** Message keys under `auth.errors` (docs/product.md#public-and-spot-errors). */
export type AuthErrorKey =
  | 'emptyPhone'
  | 'pRightPhone'
  | 'emptyEmail'
  | 'pRightEmail'
  | 'emptyPassword'
  | 'emptyCode'
  | 'length'
  | 'enterPassword2'
  | 'unlike'
  | 'p_first';

export type AccountChannel = 'email' | 'mobile';

/** Something@something.tld, no spaces: catches typos without rejecting real addresses. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** docs/product.md#public-and-spot-validation / docs/product.md#logged-in-areas: digits only, at least 6 (the country code is chosen separately). */
export const PHONE_PATTERN = /^\d{6,}$/;
/** docs/decisions.md: one login-password policy everywhere, 6–16 letters or digits. */
export const PASSWORD_PATTERN = /^[A-Za-z0-9]{6,16}$/;

/**
 * How strictly an e-mail is checked: `shape` (login, register) uses EMAIL_PATTERN; `at`
 * (forgot password) only asks for an "@", exactly as docs/product.md#public-and-spot-validation words that page's rule.
 */
export type EmailRule = 'shape' | 'at';

/** The account check shared by the three forms (and the send-code buttons). */
export const checkAccount = (
  channel: AccountChannel,
  account: string,
  emailRule: EmailRule = 'shape',
): AuthErrorKey | null => {
  const value = account.trim();
  if (channel === 'mobile') {
    if (value === '') return 'emptyPhone';
    return PHONE_PATTERN.test(value) ? null : 'pRightPhone';
  }
  if (value === '') return 'emptyEmail';
  const valid = emailRule === 'at' ? value.includes('@') : EMAIL_PATTERN.test(value);
  return valid ? null : 'pRightEmail';
};

/** New password + confirmation (register, forgot): required, format, confirmation, match. */
const checkNewPassword = (password: string, confirmation: string): AuthErrorKey | null => {
  if (password === '') return 'emptyPassword';
  if (!PASSWORD_PATTERN.test(password)) return 'length';
  if (confirmation === '') return 'enterPassword2';
  return password === confirmation ? null : 'unlike';
};

const isBlank = (value: string): boolean => value.trim() === '';

export type LoginForm = {
  channel: AccountChannel;
  account: string;
  password: string;
  code: string;
};

/**
 * Login: account, password required, then the code only when `login_use_sms` is on. No format
 * check on the password: accounts older than the current policy must still be able to log in.
 */
export const validateLogin = (
  form: LoginForm,
  { loginUseSms }: { loginUseSms: boolean },
): AuthErrorKey | null =>
  checkAccount(form.channel, form.account) ??
  (form.password === '' ? 'emptyPassword' : null) ??
  (loginUseSms && isBlank(form.code) ? 'emptyCode' : null);

export type RegisterForm = {
  channel: AccountChannel;
  account: string;
  code: string;
  password: string;
  confirmation: string;
  agreed: boolean;
};

/** Register, in docs/product.md#public-and-spot-validation's order: account, code, password, format, confirmation, match, agreement. */
export const validateRegister = (form: RegisterForm): AuthErrorKey | null =>
  checkAccount(form.channel, form.account) ??
  (isBlank(form.code) ? 'emptyCode' : null) ??
  checkNewPassword(form.password, form.confirmation) ??
  (form.agreed ? null : 'p_first');

export type ForgetPasswordForm = {
  channel: AccountChannel;
  account: string;
  code: string;
  password: string;
  confirmation: string;
};

/** Forgot password (docs/product.md#logged-in-areas-validation): account, code, password, format, confirmation, match. */
export const validateForgetPassword = (form: ForgetPasswordForm): AuthErrorKey | null =>
  checkAccount(form.channel, form.account, 'at') ??
  (isBlank(form.code) ? 'emptyCode' : null) ??
  checkNewPassword(form.password, form.confirmation);
