import {
  BIND_CODE_MAX,
  BIND_EMAIL_MAX,
  FEEDBACK_MIN_LENGTH,
} from '@exchange/shared/contract/personal';
import type { FormSubmitTexts } from '@exchange/shared/area-kit';

/**
 * Client checks of the personal area's forms (docs/product.md#logged-in-areas-validation, docs/decisions.md). Each validator is pure
 * and answers the FIRST failing message key (under `errors.` of the area's texts), or null.
 */
export type ErrorKey =
  | 'oldPassword'
  | 'newPassword'
  | 'passwordFormat'
  | 'confirmPassword'
  | 'unlike'
  | 'tradePassword'
  | 'code'
  | 'codeLength'
  | 'email'
  | 'emailShape'
  | 'emailLength'
  | 'area'
  | 'phone'
  | 'phoneShape'
  | 'realName'
  | 'alipayAccount'
  | 'alipayQrcode'
  | 'wxpayAccount'
  | 'wxpayQrcode'
  | 'bankName'
  | 'bankBranch'
  | 'cardNo'
  | 'idName'
  | 'idNumber'
  | 'frontImage'
  | 'backImage'
  | 'feedbackType'
  | 'feedbackTitle'
  | 'feedbackContent'
  | 'feedbackLength';

/** Where the forms' error keys are translated (`useFormSubmit<ErrorKey>`), with the values they name. */
export const FORM_TEXTS: FormSubmitTexts = {
  namespace: 'personal',
  keyPrefix: 'errors.',
  values: { min: FEEDBACK_MIN_LENGTH, email: BIND_EMAIL_MAX, code: BIND_CODE_MAX },
};

/** docs/decisions.md: one password policy everywhere, 6–16 letters or digits. */
export const PASSWORD_PATTERN = /^[A-Za-z0-9]{6,16}$/;
/** Something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isBlank = (value: string): boolean => value.trim() === '';

/** New password + confirmation: required, format, confirmation required, match. */
const checkNewPassword = (
  password: string,
  confirmation: string,
  emptyKey: ErrorKey,
): ErrorKey | null => {
  if (password === '') return emptyKey;
  if (!PASSWORD_PATTERN.test(password)) return 'passwordFormat';
  if (confirmation === '') return 'confirmPassword';
  return password === confirmation ? null : 'unlike';
};

export type ResetPasswordForm = { oldPassword: string; password: string; confirmation: string };

/** /resetPassword: old required; new required, 6–16 letters or digits; confirmation equals new. */
export const validateResetPassword = (form: ResetPasswordForm): ErrorKey | null =>
  (form.oldPassword === '' ? 'oldPassword' : null) ??
  checkNewPassword(form.password, form.confirmation, 'newPassword');

export type TradePasswordForm = { password: string; confirmation: string; code: string };

/** /tradePassword: password, format, confirmation, match, then the type-3 code the user entered. */
export const validateTradePassword = (form: TradePasswordForm): ErrorKey | null =>
  checkNewPassword(form.password, form.confirmation, 'tradePassword') ??
  (isBlank(form.code) ? 'code' : null);

/** The e-mail part of bind e-mail (also checked before a code is sent). */
export const checkBindEmail = (email: string): ErrorKey | null => {
  const value = email.trim();
  if (value === '') return 'email';
  if (!EMAIL_PATTERN.test(value)) return 'emailShape';
  return value.length > BIND_EMAIL_MAX ? 'emailLength' : null;
};

export type BindEmailForm = { email: string; code: string };

/** /bindAccount: e-mail required, shape, at most 20 characters; code required, at most 16. */
export const validateBindEmail = (form: BindEmailForm): ErrorKey | null =>
  checkBindEmail(form.email) ??
  (isBlank(form.code) ? 'code' : null) ??
  (form.code.trim().length > BIND_CODE_MAX ? 'codeLength' : null);

/** A national mobile number as registration takes it: 6 to 15 digits, no "+" or spaces. */
export const PHONE_PATTERN = /^\d{6,15}$/;

/** The number part of bind phone (also checked before a code is sent): area, number, shape. */
export const checkBindPhone = (areaId: number | undefined, phone: string): ErrorKey | null => {
  if (areaId === undefined) return 'area';
  const value = phone.trim();
  if (value === '') return 'phone';
  return PHONE_PATTERN.test(value) ? null : 'phoneShape';
};

export type BindPhoneForm = { areaId: number | undefined; phone: string; code: string };

/** /bindInfo's bind phone (docs/product.md#binding-a-phone): area, number, shape; code, length. */
export const validateBindPhone = (form: BindPhoneForm): ErrorKey | null =>
  checkBindPhone(form.areaId, form.phone) ??
  (isBlank(form.code) ? 'code' : null) ??
  (form.code.trim().length > BIND_CODE_MAX ? 'codeLength' : null);

export type PayMethodForm = {
  code: 'alipay' | 'wxpay' | 'bank';
  real_name: string;
  account: string;
  qrcode: string;
  bank_name: string;
  bank_address: string;
  card_no: string;
};

/** Receiving payment (docs/product.md#logged-in-areas-validation): real name for all; account + code image; or bank, branch, number. */
export const validatePayMethod = (form: PayMethodForm): ErrorKey | null => {
  if (isBlank(form.real_name)) return 'realName';
  if (form.code === 'bank') {
    if (isBlank(form.bank_name)) return 'bankName';
    if (isBlank(form.bank_address)) return 'bankBranch';
    return isBlank(form.card_no) ? 'cardNo' : null;
  }
  if (isBlank(form.account)) return form.code === 'alipay' ? 'alipayAccount' : 'wxpayAccount';
  if (isBlank(form.qrcode)) return form.code === 'alipay' ? 'alipayQrcode' : 'wxpayQrcode';
  return null;
};

export type RealNameForm = { name: string; cardId: string; front: string; back: string };

/** Real-name authentication: name, ID number, front image, back image (hand-held optional). */
export const validateRealName = (form: RealNameForm): ErrorKey | null =>
  (isBlank(form.name) ? 'idName' : null) ??
  (isBlank(form.cardId) ? 'idNumber' : null) ??
  (form.front === '' ? 'frontImage' : null) ??
  (form.back === '' ? 'backImage' : null);

export type FeedbackForm = { type: string; title: string; content: string };

/**
 * Characters as the server counts them: Unicode code points, so an emoji is one character (its
 * two UTF-16 units are two in `.length`; docs/product.md#logged-in-areas-validation).
 */
export const charCount = (text: string): number => [...text].length;

/** At most `max` characters (code points) of `text`: the typing limit of a feedback field. */
export const clipChars = (text: string, max: number): string =>
  charCount(text) > max ? [...text].slice(0, max).join('') : text;

/** Feedback: type, title, content, content at least FEEDBACK_MIN_LENGTH characters. */
export const validateFeedback = (form: FeedbackForm): ErrorKey | null =>
  (form.type === '' ? 'feedbackType' : null) ??
  (isBlank(form.title) ? 'feedbackTitle' : null) ??
  (isBlank(form.content) ? 'feedbackContent' : null) ??
  (charCount(form.content.trim()) < FEEDBACK_MIN_LENGTH ? 'feedbackLength' : null);
