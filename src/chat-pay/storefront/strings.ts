// The shop page's words in the four locales (the page is not the console: no Lingui catalogs, like
// the live-chat page), picked by the browser's languages as the live-chat page picks them.
// `{name}` in a text stands for a value the page puts in (formatted money, a product's name, …).
import type { OrderStatus, PaymentMethod, PaymentStatus, ShippingStatus } from '../../../common/chat-pay';
import type { LivechatLocale } from '../../livechat/strings';

export type ShopLocale = LivechatLocale;

export interface ShopStrings {
  title: string;
  loading: string;
  /** The link's token is not one this server signed, or it has expired. */
  badLink: string;
  loadFailed: string;
  /** The shop's settings are not complete (name, logo, location): it takes no orders yet. */
  notOpen: string;
  /** A product link whose product is no longer published. */
  productGone: string;
  contactUs: string;
  phone: string;
  email: string;
  address: string;
  pictures: string;
  /** A product picture's text alternative: `{title}`, `{n}` of `{count}`. */
  picture: string;
  regularPrice: string;
  salePrice: string;
  inStock: string;
  outOfStock: string;
  quantity: string;
  addToCart: string;
  added: string;
  cart: string;
  cartEmpty: string;
  /** The quantity box of a cart line: `{item}`. */
  quantityOf: string;
  /** The remove button of a cart line: `{item}`. */
  remove: string;
  subtotal: string;
  deliveryFee: string;
  free: string;
  total: string;
  delivery: string;
  deliverySelf: string;
  /** Uber Direct's courier, offered within the shop's courier hours at Uber's price to the address. */
  deliveryUber: string;
  uberQuoting: string;
  /** Uber's price to the address: `{amount}`. */
  uberPrice: string;
  uberNeedsAddress: string;
  uberUndeliverable: string;
  /** After uberUndeliverable, when the shop delivers itself. */
  selfInstead: string;
  uberFailed: string;
  /** The order's page: the link to follow an Uber courier. */
  trackCourier: string;
  /** The free-delivery threshold: `{amount}`. */
  freeOver: string;
  /** What is left to add for free delivery: `{amount}`. */
  freeRemaining: string;
  freeReached: string;
  yourDetails: string;
  name: string;
  deliveryAddress: string;
  optional: string;
  notes: string;
  payment: string;
  paymentMethods: Record<PaymentMethod, string>;
  placeOrder: string;
  placing: string;
  fieldRequired: string;
  invalidEmail: string;
  /** 409 Not enough stock: `{items}` names the lines that are short. */
  notEnoughStock: string;
  /** A line the shop no longer has enough of: `{item}` and how many are left, `{count}`. */
  stockLeft: string;
  noDelivery: string;
  noPayment: string;
  orderFailed: string;
  /** The order's page: `{number}` ("#12"). */
  orderTitle: string;
  orderThanks: string;
  merchantTold: string;
  orderStatusLabel: string;
  paymentStatusLabel: string;
  shippingStatusLabel: string;
  orderStatuses: Record<OrderStatus, string>;
  paymentStatuses: Record<PaymentStatus, string>;
  shippingStatuses: Record<ShippingStatus, string>;
  /** Bank transfer instructions: `{amount}`. */
  transferIntro: string;
  /** When an unpaid transfer or card order is cancelled: `{time}`. */
  payBy: string;
  /** An unpaid card order: `{amount}` to pay on the payment page. */
  cardIntro: string;
  payNow: string;
  /** The payment page could not be opened now. */
  payFailed: string;
  /** An order line: `{quantity}` × `{price}`. */
  lineQuantity: string;
  backToShop: string;
}

const STRINGS: Record<ShopLocale, ShopStrings> = {
  'en-US': {
    title: 'Shop',
    loading: 'Loading…',
    badLink: 'This link is not valid or has expired. Ask the shop for a new one.',
    loadFailed: 'The shop could not be loaded. Check your connection and reload the page.',
    notOpen: 'This shop is not taking orders yet.',
    productGone: 'This product is not available any more.',
    contactUs: 'Contact',
    phone: 'Phone',
    email: 'E-mail',
    address: 'Address',
    pictures: 'Pictures',
    picture: '{title}, picture {n} of {count}',
    regularPrice: 'Regular price',
    salePrice: 'Sale price',
    inStock: '{count} in stock',
    outOfStock: 'Out of stock',
    quantity: 'Quantity',
    addToCart: 'Add to cart',
    added: '{item} is in your cart.',
    cart: 'Your cart',
    cartEmpty: 'Your cart is empty.',
    quantityOf: 'Quantity of {item}',
    remove: 'Remove {item}',
    subtotal: 'Subtotal',
    deliveryFee: 'Delivery',
    free: 'Free',
    total: 'Total',
    delivery: 'Delivery',
    deliverySelf: 'Delivery by the shop',
    deliveryUber: 'Uber courier',
    uberQuoting: 'Asking Uber for the price…',
    uberPrice: "Uber's price to your address: {amount}",
    uberNeedsAddress: "Enter your delivery address to get Uber's price.",
    uberUndeliverable: 'Uber cannot deliver to this address.',
    selfInstead: 'Delivery by the shop is chosen instead.',
    uberFailed: 'Uber could not be reached. Try again in a moment.',
    trackCourier: 'Follow your Uber courier',
    freeOver: 'Free delivery over {amount}',
    freeRemaining: 'Add {amount} more for free delivery.',
    freeReached: 'Your order has free delivery.',
    yourDetails: 'Your details',
    name: 'Name',
    deliveryAddress: 'Delivery address',
    optional: '{field} (optional)',
    notes: 'Notes for the shop',
    payment: 'Payment',
    paymentMethods: { cod: 'Pay on delivery', transfer: 'Bank transfer', card: 'Card' },
    placeOrder: 'Place order',
    placing: 'Placing your order…',
    fieldRequired: 'Please fill in this field.',
    invalidEmail: 'Enter a valid e-mail address.',
    notEnoughStock: 'Not enough stock: {items}. Change the quantity and place the order again.',
    stockLeft: '{item} ({count} left)',
    noDelivery: 'This shop does not deliver at the moment.',
    noPayment: 'This shop takes no payment method at the moment.',
    orderFailed: 'The order could not be placed. Check your connection and try again.',
    orderTitle: 'Order {number}',
    orderThanks: 'Thank you for your order.',
    merchantTold: 'The shop has been told and will contact you in this conversation.',
    orderStatusLabel: 'Order',
    paymentStatusLabel: 'Payment',
    shippingStatusLabel: 'Delivery',
    orderStatuses: { processing: 'Received', confirmed: 'Confirmed', cancelled: 'Cancelled', completed: 'Completed' },
    paymentStatuses: {
      unpaid: 'Not paid yet', paid: 'Paid', refunding: 'Being refunded', refund: 'Refunded',
      partial_refund: 'Partly refunded', cancelled: 'Cancelled',
    },
    shippingStatuses: {
      processing: 'Being prepared', shipping: 'On its way', shipped: 'Shipped', delivered: 'Delivered',
      picked: 'Picked up', returning: 'Being returned', returned: 'Returned', cancelled: 'Cancelled',
    },
    transferIntro: 'Please transfer {amount} as follows:',
    payBy: 'Unpaid orders are cancelled at {time}.',
    cardIntro: 'Pay {amount} by card to complete your order.',
    payNow: 'Pay now',
    payFailed: 'The payment page could not be opened. Try again in a moment.',
    lineQuantity: '{quantity} × {price}',
    backToShop: 'Back to the shop',
  },
  'ja-JP': {
    title: 'ショップ',
    loading: '読み込み中…',
    badLink: 'このリンクは無効か、有効期限が切れています。ショップに新しいリンクをお尋ねください。',
    loadFailed: 'ショップを読み込めませんでした。接続を確認してページを再読み込みしてください。',
    notOpen: 'このショップはまだ注文を受け付けていません。',
    productGone: 'この商品は現在お取り扱いしていません。',
    contactUs: 'お問い合わせ',
    phone: '電話番号',
    email: 'メールアドレス',
    address: '住所',
    pictures: '商品画像',
    picture: '{title}（画像 {n}/{count}）',
    regularPrice: '通常価格',
    salePrice: 'セール価格',
    inStock: '在庫 {count} 点',
    outOfStock: '在庫切れ',
    quantity: '数量',
    addToCart: 'カートに入れる',
    added: '「{item}」をカートに入れました。',
    cart: 'カート',
    cartEmpty: 'カートは空です。',
    quantityOf: '{item} の数量',
    remove: '{item} を削除',
    subtotal: '小計',
    deliveryFee: '配送料',
    free: '無料',
    total: '合計',
    delivery: '配送方法',
    deliverySelf: 'ショップによる配送',
    deliveryUber: 'Uber の配達員',
    uberQuoting: 'Uber に料金を確認しています…',
    uberPrice: 'お届け先までの Uber の料金：{amount}',
    uberNeedsAddress: 'Uber の料金を確認するには配送先住所を入力してください。',
    uberUndeliverable: 'Uber はこの住所に配達できません。',
    selfInstead: '代わりにショップによる配送を選択しました。',
    uberFailed: 'Uber に接続できませんでした。しばらくしてからもう一度お試しください。',
    trackCourier: 'Uber の配達員を追跡',
    freeOver: '{amount} 以上で送料無料',
    freeRemaining: 'あと {amount} で送料無料です。',
    freeReached: 'このご注文は送料無料です。',
    yourDetails: 'お客様情報',
    name: 'お名前',
    deliveryAddress: 'お届け先住所',
    optional: '{field}（任意）',
    notes: 'ショップへのメモ',
    payment: 'お支払い方法',
    paymentMethods: { cod: '代金引換', transfer: '銀行振込', card: 'クレジットカード' },
    placeOrder: '注文する',
    placing: '注文しています…',
    fieldRequired: 'この項目を入力してください。',
    invalidEmail: '有効なメールアドレスを入力してください。',
    notEnoughStock: '在庫が足りません：{items}。数量を変更して、もう一度注文してください。',
    stockLeft: '{item}（残り {count} 点）',
    noDelivery: 'このショップは現在配送を行っていません。',
    noPayment: 'このショップは現在お支払い方法を受け付けていません。',
    orderFailed: '注文できませんでした。接続を確認して、もう一度お試しください。',
    orderTitle: 'ご注文 {number}',
    orderThanks: 'ご注文ありがとうございます。',
    merchantTold: 'ショップに通知しました。この会話でご連絡します。',
    orderStatusLabel: '注文',
    paymentStatusLabel: 'お支払い',
    shippingStatusLabel: '配送',
    orderStatuses: { processing: '受付済み', confirmed: '確定', cancelled: 'キャンセル', completed: '完了' },
    paymentStatuses: {
      unpaid: '未払い', paid: '支払い済み', refunding: '返金中', refund: '返金済み',
      partial_refund: '一部返金済み', cancelled: 'キャンセル',
    },
    shippingStatuses: {
      processing: '準備中', shipping: '配送中', shipped: '発送済み', delivered: 'お届け済み',
      picked: '受け取り済み', returning: '返品中', returned: '返品済み', cancelled: 'キャンセル',
    },
    transferIntro: '{amount} を次の口座にお振り込みください：',
    payBy: '{time} までにお支払いのない注文はキャンセルされます。',
    cardIntro: 'カードで {amount} をお支払いいただくと注文が確定します。',
    payNow: '今すぐ支払う',
    payFailed: '支払いページを開けませんでした。しばらくしてからもう一度お試しください。',
    lineQuantity: '{quantity} × {price}',
    backToShop: 'ショップに戻る',
  },
  'zh-TW': {
    title: '商店',
    loading: '載入中…',
    badLink: '此連結無效或已過期，請向商店索取新的連結。',
    loadFailed: '無法載入商店。請檢查網路連線後重新整理頁面。',
    notOpen: '此商店尚未開放訂購。',
    productGone: '此商品目前無法購買。',
    contactUs: '聯絡資訊',
    phone: '電話',
    email: '電子郵件',
    address: '地址',
    pictures: '商品圖片',
    picture: '{title}，第 {n} 張，共 {count} 張',
    regularPrice: '原價',
    salePrice: '特價',
    inStock: '庫存 {count} 件',
    outOfStock: '已售完',
    quantity: '數量',
    addToCart: '加入購物車',
    added: '已將「{item}」加入購物車。',
    cart: '購物車',
    cartEmpty: '購物車是空的。',
    quantityOf: '{item} 的數量',
    remove: '移除 {item}',
    subtotal: '小計',
    deliveryFee: '運費',
    free: '免運',
    total: '總計',
    delivery: '配送方式',
    deliverySelf: '商店配送',
    deliveryUber: 'Uber 外送',
    uberQuoting: '正在向 Uber 查詢運費…',
    uberPrice: 'Uber 送到您地址的運費：{amount}',
    uberNeedsAddress: '請輸入收件地址以查詢 Uber 運費。',
    uberUndeliverable: 'Uber 無法配送到此地址。',
    selfInstead: '已改為商店配送。',
    uberFailed: '無法連線到 Uber，請稍後再試。',
    trackCourier: '追蹤您的 Uber 外送員',
    freeOver: '滿 {amount} 免運費',
    freeRemaining: '再買 {amount} 即可免運費。',
    freeReached: '此訂單免運費。',
    yourDetails: '您的資料',
    name: '姓名',
    deliveryAddress: '收件地址',
    optional: '{field}（選填）',
    notes: '給商店的備註',
    payment: '付款方式',
    paymentMethods: { cod: '貨到付款', transfer: '銀行轉帳', card: '信用卡' },
    placeOrder: '送出訂單',
    placing: '正在送出訂單…',
    fieldRequired: '請填寫此欄位。',
    invalidEmail: '請輸入有效的電子郵件地址。',
    notEnoughStock: '庫存不足：{items}。請調整數量後再送出訂單。',
    stockLeft: '{item}（剩 {count} 件）',
    noDelivery: '此商店目前不提供配送。',
    noPayment: '此商店目前沒有可用的付款方式。',
    orderFailed: '無法送出訂單。請檢查網路連線後再試一次。',
    orderTitle: '訂單 {number}',
    orderThanks: '感謝您的訂購。',
    merchantTold: '已通知商店，商店會在此對話中與您聯繫。',
    orderStatusLabel: '訂單',
    paymentStatusLabel: '付款',
    shippingStatusLabel: '配送',
    orderStatuses: { processing: '已收到', confirmed: '已確認', cancelled: '已取消', completed: '已完成' },
    paymentStatuses: {
      unpaid: '尚未付款', paid: '已付款', refunding: '退款中', refund: '已退款',
      partial_refund: '部分退款', cancelled: '已取消',
    },
    shippingStatuses: {
      processing: '備貨中', shipping: '配送中', shipped: '已出貨', delivered: '已送達',
      picked: '已取貨', returning: '退貨中', returned: '已退貨', cancelled: '已取消',
    },
    transferIntro: '請依下列資訊轉帳 {amount}：',
    payBy: '未付款的訂單將於 {time} 取消。',
    cardIntro: '請以信用卡支付 {amount} 以完成訂單。',
    payNow: '立即付款',
    payFailed: '無法開啟付款頁面，請稍後再試。',
    lineQuantity: '{quantity} × {price}',
    backToShop: '回到商店',
  },
  'zh-CN': {
    title: '商店',
    loading: '加载中…',
    badLink: '此链接无效或已过期，请向商店索取新的链接。',
    loadFailed: '无法加载商店。请检查网络连接后刷新页面。',
    notOpen: '此商店尚未开放下单。',
    productGone: '此商品目前无法购买。',
    contactUs: '联系方式',
    phone: '电话',
    email: '电子邮箱',
    address: '地址',
    pictures: '商品图片',
    picture: '{title}，第 {n} 张，共 {count} 张',
    regularPrice: '原价',
    salePrice: '特价',
    inStock: '库存 {count} 件',
    outOfStock: '已售罄',
    quantity: '数量',
    addToCart: '加入购物车',
    added: '已将「{item}」加入购物车。',
    cart: '购物车',
    cartEmpty: '购物车是空的。',
    quantityOf: '{item} 的数量',
    remove: '移除 {item}',
    subtotal: '小计',
    deliveryFee: '运费',
    free: '免运费',
    total: '合计',
    delivery: '配送方式',
    deliverySelf: '商店配送',
    deliveryUber: 'Uber 配送',
    uberQuoting: '正在向 Uber 查询运费…',
    uberPrice: 'Uber 送到您地址的运费：{amount}',
    uberNeedsAddress: '请输入收货地址以查询 Uber 运费。',
    uberUndeliverable: 'Uber 无法配送到此地址。',
    selfInstead: '已改为商店配送。',
    uberFailed: '无法连接到 Uber，请稍后再试。',
    trackCourier: '追踪您的 Uber 配送员',
    freeOver: '满 {amount} 免运费',
    freeRemaining: '再买 {amount} 即可免运费。',
    freeReached: '此订单免运费。',
    yourDetails: '您的信息',
    name: '姓名',
    deliveryAddress: '收货地址',
    optional: '{field}（选填）',
    notes: '给商店的备注',
    payment: '付款方式',
    paymentMethods: { cod: '货到付款', transfer: '银行转账', card: '信用卡' },
    placeOrder: '提交订单',
    placing: '正在提交订单…',
    fieldRequired: '请填写此字段。',
    invalidEmail: '请输入有效的电子邮箱地址。',
    notEnoughStock: '库存不足：{items}。请调整数量后再提交订单。',
    stockLeft: '{item}（剩 {count} 件）',
    noDelivery: '此商店目前不提供配送。',
    noPayment: '此商店目前没有可用的付款方式。',
    orderFailed: '无法提交订单。请检查网络连接后重试。',
    orderTitle: '订单 {number}',
    orderThanks: '感谢您的订购。',
    merchantTold: '已通知商店，商店会在此对话中与您联系。',
    orderStatusLabel: '订单',
    paymentStatusLabel: '付款',
    shippingStatusLabel: '配送',
    orderStatuses: { processing: '已收到', confirmed: '已确认', cancelled: '已取消', completed: '已完成' },
    paymentStatuses: {
      unpaid: '尚未付款', paid: '已付款', refunding: '退款中', refund: '已退款',
      partial_refund: '部分退款', cancelled: '已取消',
    },
    shippingStatuses: {
      processing: '备货中', shipping: '配送中', shipped: '已发货', delivered: '已送达',
      picked: '已取货', returning: '退货中', returned: '已退货', cancelled: '已取消',
    },
    transferIntro: '请按以下信息转账 {amount}：',
    payBy: '未付款的订单将于 {time} 取消。',
    cardIntro: '请用信用卡支付 {amount} 以完成订单。',
    payNow: '立即付款',
    payFailed: '无法打开付款页面，请稍后再试。',
    lineQuantity: '{quantity} × {price}',
    backToShop: '返回商店',
  },
};

export function shopStringsFor(locale: ShopLocale): ShopStrings {
  return STRINGS[locale];
}

/** A text with its `{name}` places filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
