/** API paths used by the shell and the public area (docs/product.md#public-and-spot-calls). Relative to `/api/`. */
export const API_PATH = {
  newsCategories: 'news/categories',
  newsList: 'news/list',
  newsInfo: 'news/info',
  systemNotify: 'news/system_notify',
  areaList: 'default/area_list',
  setting: 'default/setting',
  userInfo: 'user/info',
  userLogin: 'user/login',
  userRegister: 'user/register',
  forgetPassword: 'user/forget_password',
  sendSms: 'notify/send_sms',
  sendEmail: 'notify/send_email',
  userLogout: 'user/logout',
  currencyMatches: 'market/currency_matches',
} as const;
