// The share page's words in the four locales (the page is not the console: no Lingui catalogs, like
// the live-chat page), picked by the browser's languages as the live-chat page picks them.
import type { ShareOutcome } from './share-flow';

export type ShareStrings = Record<ShareOutcome | 'working' | 'title', string>;

const STRINGS: Record<'en-US' | 'ja-JP' | 'zh-TW' | 'zh-CN', ShareStrings> = {
  'en-US': {
    title: 'Share',
    working: 'Opening the share list…',
    shared: 'Shared. Thank you! You can close this page.',
    cancelled: 'Nothing was shared. Open the message again to share it.',
    'not-supported': 'Sharing is not available in this version of LINE. Update LINE and try again.',
    'not-found': 'This message can no longer be shared.',
    login: 'Logging in to LINE…',
    error: 'Sharing did not work. Please try again later.',
  },
  'ja-JP': {
    title: 'シェア',
    working: 'シェア先を開いています…',
    shared: 'シェアしました。ありがとうございます。このページは閉じてかまいません。',
    cancelled: 'シェアされませんでした。もう一度メッセージから開いてください。',
    'not-supported': 'このバージョンの LINE ではシェアできません。LINE を更新してからお試しください。',
    'not-found': 'このメッセージはシェアできなくなりました。',
    login: 'LINE にログインしています…',
    error: 'シェアできませんでした。しばらくしてからもう一度お試しください。',
  },
  'zh-TW': {
    title: '分享',
    working: '正在開啟分享名單…',
    shared: '已分享，謝謝！您可以關閉此頁面。',
    cancelled: '沒有分享任何內容。請再次從訊息開啟以分享。',
    'not-supported': '此版本的 LINE 無法分享。請更新 LINE 後再試一次。',
    'not-found': '這則訊息已無法分享。',
    login: '正在登入 LINE…',
    error: '分享失敗，請稍後再試。',
  },
  'zh-CN': {
    title: '分享',
    working: '正在打开分享列表…',
    shared: '已分享，谢谢！您可以关闭此页面。',
    cancelled: '没有分享任何内容。请再次从消息打开以分享。',
    'not-supported': '此版本的 LINE 无法分享。请更新 LINE 后再试一次。',
    'not-found': '这条消息已无法分享。',
    login: '正在登录 LINE…',
    error: '分享失败，请稍后再试。',
  },
};

export const shareStringsFor = (locale: keyof typeof STRINGS): ShareStrings => STRINGS[locale];
