// The few texts a push shows that are not the customer's or a member's own words, in each console
// language (the recipient's account language; English when it is another).
type Locale = 'en-US' | 'ja-JP' | 'zh-TW' | 'zh-CN';
type Text = Record<Locale, string>;

const TEXTS = {
  newMessage: { 'en-US': 'New message', 'ja-JP': '新しいメッセージ', 'zh-TW': '新訊息', 'zh-CN': '新消息' },
  exportDone: {
    'en-US': 'Your export is ready to download.', 'ja-JP': 'エクスポートのダウンロード準備ができました。',
    'zh-TW': '匯出檔案已可下載。', 'zh-CN': '导出文件已可下载。',
  },
  exportFailed: { 'en-US': 'Your export failed.', 'ja-JP': 'エクスポートに失敗しました。', 'zh-TW': '匯出失敗。', 'zh-CN': '导出失败。' },
  taskDone: { 'en-US': 'Your task is done.', 'ja-JP': 'タスクが完了しました。', 'zh-TW': '工作已完成。', 'zh-CN': '任务已完成。' },
  taskFailed: { 'en-US': 'Your task failed.', 'ja-JP': 'タスクが失敗しました。', 'zh-TW': '工作失敗。', 'zh-CN': '任务失败。' },
  memberJoined: {
    'en-US': '{name} joined the organization.', 'ja-JP': '{name} が組織に参加しました。',
    'zh-TW': '{name} 已加入組織。', 'zh-CN': '{name} 已加入组织。',
  },
  memberLeft: {
    'en-US': '{name} left the organization.', 'ja-JP': '{name} が組織を離れました。',
    'zh-TW': '{name} 已離開組織。', 'zh-CN': '{name} 已离开组织。',
  },
  newNotification: {
    'en-US': 'You have a new notification.', 'ja-JP': '新しい通知があります。',
    'zh-TW': '您有一則新通知。', 'zh-CN': '您有一条新通知。',
  },
} satisfies Record<string, Text>;

export type PushTextKey = keyof typeof TEXTS;

const isLocale = (language: string): language is Locale => language in TEXTS.newMessage;

/** The text in the language, with `{name}`-style values filled in. */
export function pushText(key: PushTextKey, language: string, values: Record<string, string> = {}): string {
  const text = TEXTS[key][isLocale(language) ? language : 'en-US'];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
