export type UserInfo = {
  id: number;
  uid: string;
  email: string;
  mobile: string;
  /** What the header shows: the e-mail, or the mobile when no e-mail is bound. */
  account: string;
  invite_code: string;
  /** 0 none, 1 under review, 2 verified, 3 rejected. */
  review_status: number;
  is_seller: boolean;
  /**
   * A trade password is set (`user/amend_pay_password`); withdrawals and lever orders need it.
   * The server always sends it; optional only so user fixtures written before it still compile.
   */
  pay_password_set?: boolean;
};

export type LoginAnswer = UserInfo & { token: string };

export type LoginRequest = {
  account: string;
  password: string;
  sms_code?: string;
  login_type: 'email' | 'mobile';
  country_code?: string;
};

/** Verification type codes (docs/product.md#public-and-spot-constants). */
export const CODE_TYPE = {
  register: 1,
  forgotPassword: 2,
  tradePassword: 3,
  login: 5,
} as const;
