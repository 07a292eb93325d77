// The visitor page's few strings (it is not part of the console's Lingui catalogs).
export type LivechatLocale = 'en-US' | 'ja-JP' | 'zh-TW' | 'zh-CN';

export interface LivechatStrings {
  title: string;
  conversation: string;
  message: string;
  placeholder: string;
  send: string;
  empty: string;
  unavailable: string;
  /** The organization disconnected its live chat (LIVECHAT_DISCONNECTED). */
  disconnected: string;
  notSent: string;
  /** Outside business hours, when the organization has written no away message of its own. */
  away: string;
  /** The pre-chat form. */
  prechatIntro: string;
  name: string;
  email: string;
  /** The label of a field that may be left empty: `{field}` stands for its name. */
  optional: string;
  startChat: string;
  fieldRequired: string;
  invalidEmail: string;
  startFailed: string;
}

const STRINGS: Record<LivechatLocale, LivechatStrings> = {
  'en-US': {
    title: 'Chat with us',
    conversation: 'Conversation',
    message: 'Message',
    placeholder: 'Write a message…',
    send: 'Send',
    empty: 'Send us a message and we will answer here.',
    unavailable: 'This chat is not available.',
    disconnected: 'Chat is unavailable at the moment. Please come back later.',
    notSent: 'Not sent. Try again.',
    away: 'We are away right now. Leave a message and we will reply when we are back.',
    prechatIntro: 'Before we start, please tell us who you are.',
    name: 'Name',
    email: 'E-mail',
    optional: '{field} (optional)',
    startChat: 'Start chat',
    fieldRequired: 'Please fill in this field.',
    invalidEmail: 'Enter a valid e-mail address.',
    startFailed: 'The chat could not start. Try again.',
  },
  'ja-JP': {
    title: 'チャットでお問い合わせ',
    conversation: '会話',
    message: 'メッセージ',
    placeholder: 'メッセージを入力…',
    send: '送信',
    empty: 'メッセージを送ってください。こちらでお返事します。',
    unavailable: 'このチャットは利用できません。',
    disconnected: '現在チャットはご利用いただけません。しばらくしてからお越しください。',
    notSent: '送信できませんでした。もう一度お試しください。',
    away: 'ただいま営業時間外です。メッセージを残していただければ、営業時間内にお返事します。',
    prechatIntro: 'チャットを始める前に、お客様の情報を入力してください。',
    name: 'お名前',
    email: 'メールアドレス',
    optional: '{field}（任意）',
    startChat: 'チャットを開始',
    fieldRequired: 'この項目を入力してください。',
    invalidEmail: '有効なメールアドレスを入力してください。',
    startFailed: 'チャットを開始できませんでした。もう一度お試しください。',
  },
  'zh-TW': {
    title: '與我們聊天',
    conversation: '對話',
    message: '訊息',
    placeholder: '輸入訊息…',
    send: '傳送',
    empty: '傳送訊息給我們，我們會在這裡回覆。',
    unavailable: '此聊天無法使用。',
    disconnected: '目前無法使用聊天，請稍後再來。',
    notSent: '未傳送，請再試一次。',
    away: '我們目前不在線上。請留下訊息，我們回來後會盡快回覆。',
    prechatIntro: '開始聊天前，請告訴我們您是誰。',
    name: '姓名',
    email: '電子郵件',
    optional: '{field}（選填）',
    startChat: '開始聊天',
    fieldRequired: '請填寫此欄位。',
    invalidEmail: '請輸入有效的電子郵件地址。',
    startFailed: '無法開始聊天，請再試一次。',
  },
  'zh-CN': {
    title: '与我们聊天',
    conversation: '对话',
    message: '消息',
    placeholder: '输入消息…',
    send: '发送',
    empty: '给我们发消息，我们会在这里回复。',
    unavailable: '此聊天不可用。',
    disconnected: '目前无法使用聊天，请稍后再来。',
    notSent: '未发送，请重试。',
    away: '我们目前不在线。请留言，我们回来后会尽快回复。',
    prechatIntro: '开始聊天前，请告诉我们您是谁。',
    name: '姓名',
    email: '电子邮箱',
    optional: '{field}（选填）',
    startChat: '开始聊天',
    fieldRequired: '请填写此字段。',
    invalidEmail: '请输入有效的电子邮箱地址。',
    startFailed: '无法开始聊天，请重试。',
  },
};

/** The locale for a browser language tag: ja → ja-JP; zh-TW/HK/Hant → zh-TW; other zh → zh-CN. */
export function localeFor(tag: string): LivechatLocale | undefined {
  const lower = tag.toLowerCase();
  if (lower.startsWith('ja')) return 'ja-JP';
  if (lower.startsWith('zh')) return /^zh-(tw|hk|mo|hant)/.test(lower) ? 'zh-TW' : 'zh-CN';
  if (lower.startsWith('en')) return 'en-US';
  return undefined;
}

export function pickLocale(languages: readonly string[]): LivechatLocale {
  for (const tag of languages) {
    const locale = localeFor(tag);
    if (locale) return locale;
  }
  return 'en-US';
}

export function stringsFor(locale: LivechatLocale): LivechatStrings {
  return STRINGS[locale];
}
