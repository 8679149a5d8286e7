import type { Lang } from '../i18n/languages';

type Texts = Record<Lang, string>;

/**
 * Account-log memos in the reader's language, by the row's machine-readable `reason`. Rows
 * store an English memo (operators read the database); what a user sees is translated when it
 * is read. A reason missing here shows its stored memo, so a new reason is never blank.
 */
const MEMO_TEXTS: Record<string, Texts> = {
  welcome_bonus: {
    en: 'Welcome bonus',
    pt: 'Bônus de boas-vindas',
    jp: 'ウェルカムボーナス',
    th: 'โบนัสต้อนรับ',
    kr: '가입 환영 보너스',
    de: 'Willkommensbonus',
    fr: 'Bonus de bienvenue',
    es: 'Bono de bienvenida',
    vi: 'Thưởng chào mừng',
    zh: '新用户奖励',
    hk: '新用戶獎勵',
  },
  spot_order_lock: {
    en: 'Spot order locked',
    pt: 'Valor bloqueado por ordem spot',
    jp: '現物注文による凍結',
    th: 'ล็อกยอดสำหรับคำสั่งสปอต',
    kr: '현물 주문 동결',
    de: 'Für Spot-Order gesperrt',
    fr: 'Bloqué pour un ordre au comptant',
    es: 'Bloqueado por orden al contado',
    vi: 'Khóa cho lệnh giao ngay',
    zh: '现货委托冻结',
    hk: '現貨委託凍結',
  },
  spot_order_cancel: {
    en: 'Spot order cancelled',
    pt: 'Ordem spot cancelada',
    jp: '現物注文の取消',
    th: 'ยกเลิกคำสั่งสปอต',
    kr: '현물 주문 취소',
    de: 'Spot-Order storniert',
    fr: 'Ordre au comptant annulé',
    es: 'Orden al contado cancelada',
    vi: 'Hủy lệnh giao ngay',
    zh: '现货委托撤销',
    hk: '現貨委託撤銷',
  },
  spot_trade: {
    en: 'Spot trade',
    pt: 'Negociação spot',
    jp: '現物取引',
    th: 'การซื้อขายสปอต',
    kr: '현물 거래',
    de: 'Spot-Handel',
    fr: 'Transaction au comptant',
    es: 'Operación al contado',
    vi: 'Giao dịch giao ngay',
    zh: '现货成交',
    hk: '現貨成交',
  },
  spot_fee: {
    en: 'Spot trading fee',
    pt: 'Taxa de negociação spot',
    jp: '現物取引手数料',
    th: 'ค่าธรรมเนียมการซื้อขายสปอต',
    kr: '현물 거래 수수료',
    de: 'Spot-Handelsgebühr',
    fr: 'Frais de transaction au comptant',
    es: 'Comisión de operación al contado',
    vi: 'Phí giao dịch giao ngay',
    zh: '现货交易手续费',
    hk: '現貨交易手續費',
  },
};

/** The memo of a log row for a reader: translated by reason, keeping a stored `#<order id>`. */
export const memoText = (reason: string, storedMemo: string, lang: Lang): string => {
  const texts = MEMO_TEXTS[reason];
  if (!texts) return storedMemo;
  const reference = /\s(#\d+)$/.exec(storedMemo)?.[1];
  return reference ? `${texts[lang]} ${reference}` : texts[lang];
};
