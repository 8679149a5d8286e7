import type { Lang } from './languages';

/** Spot order rules (docs/product.md#spot-order-rules), merged into MESSAGES. */
export const SPOT_MESSAGES = {
  /** price x number below the pair's minimum order value (dust). */
  orderValueTooSmall: {
    en: 'The order value must be at least {min} {code}',
    pt: 'O valor da ordem deve ser de pelo menos {min} {code}',
    jp: '注文金額は {min} {code} 以上にしてください',
    th: 'มูลค่าคำสั่งต้องไม่น้อยกว่า {min} {code}',
    kr: '주문 금액은 최소 {min} {code} 이상이어야 합니다',
    de: 'Der Auftragswert muss mindestens {min} {code} betragen',
    fr: "La valeur de l'ordre doit être d'au moins {min} {code}",
    es: 'El valor de la orden debe ser de al menos {min} {code}',
    vi: 'Giá trị lệnh phải tối thiểu {min} {code}',
    zh: '订单金额不能低于 {min} {code}',
    hk: '訂單金額不能低於 {min} {code}',
  },
  /** A post-only order whose price would trade with resting orders at once. */
  postOnlyWouldTake: {
    en: 'A post-only order must not trade at once, but this price would match resting orders; nothing was placed',
    pt: 'Uma ordem post-only não pode ser executada na hora, mas este preço casaria com ordens no livro; nada foi enviado',
    jp: 'ポストオンリー注文は即時約定できませんが、この価格では板の注文と約定します。注文は出されていません',
    th: 'คำสั่งแบบ post-only ต้องไม่จับคู่ทันที แต่ราคานี้จะจับคู่กับคำสั่งในสมุด จึงไม่ได้ส่งคำสั่ง',
    kr: '포스트 온리 주문은 즉시 체결될 수 없는데, 이 가격은 호가창의 주문과 체결됩니다. 주문이 접수되지 않았습니다',
    de: 'Eine Post-only-Order darf nicht sofort ausgeführt werden, dieser Preis würde aber mit Orders im Buch handeln; es wurde nichts platziert',
    fr: "Un ordre post-only ne doit pas s'exécuter immédiatement, or ce prix croiserait des ordres du carnet ; rien n'a été passé",
    es: 'Una orden post-only no puede ejecutarse al instante, pero este precio cruzaría órdenes del libro; no se colocó nada',
    vi: 'Lệnh post-only không được khớp ngay, nhưng giá này sẽ khớp với lệnh trên sổ; chưa đặt lệnh nào',
    zh: '只做挂单的订单不能立即成交，但该价格会与盘口订单成交，未下单',
    hk: '只做掛單的訂單不能即時成交，但該價格會與盤口訂單成交，未下單',
  },
  /** Fill-or-kill: the book cannot fill the whole quantity at the price; nothing changed. */
  fokNotFillable: {
    en: 'A fill-or-kill order must fill entirely at once, and the book cannot fill it at this price; nothing was done',
    pt: 'Uma ordem fill-or-kill precisa ser executada inteira na hora, e o livro não consegue executá-la a este preço; nada foi feito',
    jp: 'FOK 注文は即時に全量約定する必要がありますが、この価格では板で全量を約定できません。何も行われていません',
    th: 'คำสั่ง FOK ต้องจับคู่ได้ทั้งหมดทันที แต่สมุดคำสั่งไม่สามารถจับคู่ได้ทั้งหมดที่ราคานี้ จึงไม่มีการดำเนินการใด',
    kr: 'FOK 주문은 즉시 전량 체결되어야 하는데, 이 가격으로는 호가창에서 전량 체결할 수 없습니다. 아무것도 처리되지 않았습니다',
    de: 'Eine Fill-or-Kill-Order muss sofort vollständig ausgeführt werden, das Orderbuch kann sie zu diesem Preis nicht ganz füllen; es ist nichts geschehen',
    fr: "Un ordre fill-or-kill doit être exécuté entièrement et immédiatement, et le carnet ne peut pas le remplir à ce prix ; rien n'a été fait",
    es: 'Una orden fill-or-kill debe ejecutarse completa al instante, y el libro no puede llenarla a este precio; no se hizo nada',
    vi: 'Lệnh FOK phải khớp toàn bộ ngay lập tức, nhưng sổ lệnh không thể khớp hết ở giá này; không có gì được thực hiện',
    zh: '全部成交或取消（FOK）订单须立即全部成交，当前价格下盘口无法全部成交，未执行任何操作',
    hk: '全部成交或取消（FOK）訂單須即時全部成交，當前價格下盤口無法全部成交，未執行任何操作',
  },
  /** IOC / market answer: part filled, the rest cancelled (the order row says how much of each). */
  orderFilledRestCancelled: {
    en: 'Order partly filled; the unfilled rest was cancelled',
    pt: 'Ordem executada em parte; o restante não executado foi cancelado',
    jp: '注文は一部約定し、未約定の残りはキャンセルされました',
    th: 'คำสั่งจับคู่ได้บางส่วน ส่วนที่เหลือถูกยกเลิก',
    kr: '주문이 일부 체결되었고, 미체결 잔량은 취소되었습니다',
    de: 'Order teilweise ausgeführt; der nicht ausgeführte Rest wurde storniert',
    fr: 'Ordre partiellement exécuté ; le reste non exécuté a été annulé',
    es: 'Orden ejecutada en parte; el resto no ejecutado se canceló',
    vi: 'Lệnh đã khớp một phần; phần còn lại chưa khớp đã bị hủy',
    zh: '订单部分成交，未成交的剩余部分已撤销',
    hk: '訂單部分成交，未成交的剩餘部分已撤銷',
  },
  /** A market order when the pair has neither a last price nor an opposite best price. */
  marketNoPrice: {
    en: 'No market price is available right now; please place a limit order',
    pt: 'Não há preço de mercado disponível agora; envie uma ordem limitada',
    jp: '現在、成行価格がありません。指値注文を出してください',
    th: 'ขณะนี้ไม่มีราคาตลาด กรุณาส่งคำสั่งแบบจำกัดราคา',
    kr: '현재 시장 가격이 없습니다. 지정가 주문을 넣어 주세요',
    de: 'Derzeit ist kein Marktpreis verfügbar; bitte geben Sie eine Limit-Order auf',
    fr: "Aucun prix de marché n'est disponible pour le moment ; passez un ordre à cours limité",
    es: 'No hay precio de mercado disponible ahora; coloque una orden limitada',
    vi: 'Hiện chưa có giá thị trường; vui lòng đặt lệnh giới hạn',
    zh: '当前没有市场价格，请下限价单',
    hk: '當前沒有市場價格，請下限價單',
  },
  /** IOC / market answer: nothing could be filled within the price, so the order is cancelled. */
  orderNothingFilled: {
    en: 'Nothing could be filled at this price; the order was cancelled',
    pt: 'Nada pôde ser executado a este preço; a ordem foi cancelada',
    jp: 'この価格では何も約定できなかったため、注文はキャンセルされました',
    th: 'ไม่สามารถจับคู่ได้เลยที่ราคานี้ คำสั่งถูกยกเลิกแล้ว',
    kr: '이 가격으로는 체결된 수량이 없어 주문이 취소되었습니다',
    de: 'Zu diesem Preis konnte nichts ausgeführt werden; die Order wurde storniert',
    fr: "Rien n'a pu être exécuté à ce prix ; l'ordre a été annulé",
    es: 'No se pudo ejecutar nada a este precio; la orden se canceló',
    vi: 'Không khớp được gì ở giá này; lệnh đã bị hủy',
    zh: '该价格下无法成交，订单已撤销',
    hk: '該價格下無法成交，訂單已撤銷',
  },
} as const satisfies Record<string, Record<Lang, string>>;
