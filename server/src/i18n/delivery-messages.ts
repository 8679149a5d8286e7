import type { Lang } from './languages';

/** Code delivery messages (server/src/outbox), merged into MESSAGES. */
export const DELIVERY_MESSAGES = {
  // Outside demo mode a channel without a sender refuses the send before a code exists.
  smsCodesUnavailable: {
    en: 'Verification codes cannot be sent by SMS at the moment, please use e-mail',
    pt: 'No momento não é possível enviar códigos de verificação por SMS, use o e-mail',
    jp: '現在SMSで認証コードを送信できません。メールをご利用ください',
    th: 'ขณะนี้ไม่สามารถส่งรหัสยืนยันทาง SMS ได้ กรุณาใช้อีเมล',
    kr: '현재 SMS로 인증 코드를 보낼 수 없습니다. 이메일을 이용해 주세요',
    de: 'Bestätigungscodes können derzeit nicht per SMS gesendet werden, bitte verwenden Sie E-Mail',
    fr: "Les codes de vérification ne peuvent pas être envoyés par SMS pour le moment, veuillez utiliser l'e-mail",
    es: 'En este momento no se pueden enviar códigos de verificación por SMS, utilice el correo electrónico',
    vi: 'Hiện không thể gửi mã xác minh qua SMS, vui lòng dùng email',
    zh: '暂时无法通过短信发送验证码，请使用邮箱',
    hk: '暫時無法透過短訊發送驗證碼，請使用電郵',
  },
  /** The SMS refusal when e-mail cannot deliver either: no point suggesting it. */
  smsCodesUnavailableLater: {
    en: 'Verification codes cannot be sent by SMS at the moment, please try again later',
    pt: 'No momento não é possível enviar códigos de verificação por SMS, tente novamente mais tarde',
    jp: '現在SMSで認証コードを送信できません。しばらくしてから再度お試しください',
    th: 'ขณะนี้ไม่สามารถส่งรหัสยืนยันทาง SMS ได้ กรุณาลองใหม่ภายหลัง',
    kr: '현재 SMS로 인증 코드를 보낼 수 없습니다. 나중에 다시 시도해 주세요',
    de: 'Bestätigungscodes können derzeit nicht per SMS gesendet werden, bitte versuchen Sie es später erneut',
    fr: 'Les codes de vérification ne peuvent pas être envoyés par SMS pour le moment, veuillez réessayer plus tard',
    es: 'En este momento no se pueden enviar códigos de verificación por SMS, inténtelo más tarde',
    vi: 'Hiện không thể gửi mã xác minh qua SMS, vui lòng thử lại sau',
    zh: '暂时无法通过短信发送验证码，请稍后重试',
    hk: '暫時無法透過短訊發送驗證碼，請稍後再試',
  },
  // Some e-mail codes (bind e-mail, a bound e-mail) have no SMS alternative: no suggestion.
  emailCodesUnavailable: {
    en: 'Verification codes cannot be sent by e-mail at the moment, please try again later',
    pt: 'No momento não é possível enviar códigos de verificação por e-mail, tente novamente mais tarde',
    jp: '現在メールで認証コードを送信できません。しばらくしてから再度お試しください',
    th: 'ขณะนี้ไม่สามารถส่งรหัสยืนยันทางอีเมลได้ กรุณาลองใหม่ภายหลัง',
    kr: '현재 이메일로 인증 코드를 보낼 수 없습니다. 나중에 다시 시도해 주세요',
    de: 'Bestätigungscodes können derzeit nicht per E-Mail gesendet werden, bitte versuchen Sie es später erneut',
    fr: 'Les codes de vérification ne peuvent pas être envoyés par e-mail pour le moment, veuillez réessayer plus tard',
    es: 'En este momento no se pueden enviar códigos de verificación por correo electrónico, inténtelo más tarde',
    vi: 'Hiện không thể gửi mã xác minh qua email, vui lòng thử lại sau',
    zh: '暂时无法通过邮箱发送验证码，请稍后重试',
    hk: '暫時無法透過電郵發送驗證碼，請稍後再試',
  },
  /** The text message of the SMS sender (the e-mail body is too long and speaks of an e-mail). */
  codeSmsText: {
    en: 'Your verification code is {code}. It is valid for {minutes} minutes. Do not share it with anyone.',
    pt: 'Seu código de verificação é {code}. Ele vale por {minutes} minutos. Não o compartilhe com ninguém.',
    jp: '認証コードは {code} です。有効期限は {minutes} 分です。他人に教えないでください。',
    th: 'รหัสยืนยันของคุณคือ {code} ใช้ได้ภายใน {minutes} นาที ห้ามบอกรหัสนี้แก่ผู้อื่น',
    kr: '인증 코드는 {code}입니다. {minutes}분 동안 유효합니다. 다른 사람에게 알려 주지 마세요.',
    de: 'Ihr Bestätigungscode lautet {code}. Er ist {minutes} Minuten gültig. Geben Sie ihn an niemanden weiter.',
    fr: 'Votre code de vérification est {code}. Il est valable {minutes} minutes. Ne le communiquez à personne.',
    es: 'Su código de verificación es {code}. Es válido durante {minutes} minutos. No lo comparta con nadie.',
    vi: 'Mã xác minh của bạn là {code}, có hiệu lực trong {minutes} phút. Không chia sẻ mã này với bất kỳ ai.',
    zh: '您的验证码是 {code}，{minutes} 分钟内有效。请勿告诉他人。',
    hk: '您的驗證碼是 {code}，{minutes} 分鐘內有效。請勿告訴他人。',
  },
} as const satisfies Record<string, Record<Lang, string>>;
