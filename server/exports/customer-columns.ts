// The columns of the customer export and their header text in each export locale.
import type { InboxCategory, Platform } from '../../common/contracts/base';
import { CSV_ID_EXPORT_HEADERS } from '../../common/customer-groups';
import type { ExportLocale } from '../../common/tasks';
import type { CustomerRow } from '../messages/serialize';
import { csvTime } from './csv';

type Header = Record<ExportLocale, string>;

interface Column {
  header: Header;
  value: (row: CustomerRow, timeZone: string, locale: ExportLocale) => string;
}

/** A brand name is the same in every locale. */
const brand = (name: string): Header => ({ 'en-US': name, 'ja-JP': name, 'zh-TW': name, 'zh-CN': name });
const PLATFORM_NAMES: Record<Platform, Header> = {
  line: brand('LINE'),
  facebook: brand('Messenger'),
  instagram: brand('Instagram'),
  whatsapp: brand('WhatsApp'),
  livechat: { 'en-US': 'Live chat', 'ja-JP': 'ライブチャット', 'zh-TW': '即時聊天', 'zh-CN': '在线聊天' },
};

const INBOX_NAMES: Partial<Record<InboxCategory, Header>> = {
  unassigned: { 'en-US': 'Unassigned', 'ja-JP': '未割り当て', 'zh-TW': '未指派', 'zh-CN': '未指派' },
  done: { 'en-US': 'Done', 'ja-JP': '完了', 'zh-TW': '已完成', 'zh-CN': '已完成' },
  spam: { 'en-US': 'Spam', 'ja-JP': '迷惑', 'zh-TW': '垃圾訊息', 'zh-CN': '垃圾消息' },
  private: { 'en-US': 'Private', 'ja-JP': '個人', 'zh-TW': '私人', 'zh-CN': '私人' },
  bot: { 'en-US': 'Bot', 'ja-JP': 'ボット', 'zh-TW': '機器人', 'zh-CN': '机器人' },
};

const FRIENDSHIP_NAMES: Record<'follow' | 'unfollow', Header> = {
  follow: { 'en-US': 'Following', 'ja-JP': 'フォロー中', 'zh-TW': '追蹤中', 'zh-CN': '关注中' },
  unfollow: { 'en-US': 'Unfollowed', 'ja-JP': 'フォロー解除', 'zh-TW': '已取消追蹤', 'zh-CN': '已取消关注' },
};

export const CUSTOMER_COLUMNS: readonly Column[] = [
  { header: { 'en-US': 'Display name', 'ja-JP': '表示名', 'zh-TW': '顯示名稱', 'zh-CN': '显示名称' }, value: (row) => row.displayName },
  { header: { 'en-US': 'Original name', 'ja-JP': '元の名前', 'zh-TW': '原始名稱', 'zh-CN': '原始名称' }, value: (row) => row.originalDisplayName },
  {
    header: { 'en-US': 'Platform', 'ja-JP': 'プラットフォーム', 'zh-TW': '平台', 'zh-CN': '平台' },
    value: (row, _zone, locale) => PLATFORM_NAMES[row.platform][locale],
  },
  { header: CSV_ID_EXPORT_HEADERS.customerId, value: (row) => row.platformCustomerId },
  {
    header: { 'en-US': 'Inbox', 'ja-JP': '受信箱', 'zh-TW': '收件匣', 'zh-CN': '收件箱' },
    value: (row, _zone, locale) => row.inbox.map((inbox) => INBOX_NAMES[inbox]?.[locale] ?? inbox).join(', '),
  },
  { header: { 'en-US': 'Tags', 'ja-JP': 'タグ', 'zh-TW': '標籤', 'zh-CN': '标签' }, value: (row) => row.tags.join(', ') },
  {
    header: { 'en-US': 'Following', 'ja-JP': 'フォロー', 'zh-TW': '追蹤狀態', 'zh-CN': '关注状态' },
    value: (row, _zone, locale) => FRIENDSHIP_NAMES[row.friendship][locale],
  },
  { header: { 'en-US': 'Joined at', 'ja-JP': '登録日時', 'zh-TW': '加入時間', 'zh-CN': '加入时间' }, value: (row, zone) => csvTime(row.joinedAt, zone) },
  { header: { 'en-US': 'Last message at', 'ja-JP': '最終メッセージ日時', 'zh-TW': '最後訊息時間', 'zh-CN': '最后消息时间' }, value: (row, zone) => csvTime(row.lastMessageAt, zone) },
  {
    header: { 'en-US': 'Last customer message at', 'ja-JP': '顧客の最終メッセージ日時', 'zh-TW': '顧客最後訊息時間', 'zh-CN': '客户最后消息时间' },
    value: (row, zone) => csvTime(row.lastInboundAt, zone),
  },
  { header: { 'en-US': 'Unread', 'ja-JP': '未読', 'zh-TW': '未讀', 'zh-CN': '未读' }, value: (row) => String(row.badge) },
  { header: CSV_ID_EXPORT_HEADERS.objectId, value: (row) => row.objectId },
];
