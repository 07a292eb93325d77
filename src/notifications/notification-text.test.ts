import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/activate';
import { notificationText } from './notification-text';

beforeAll(() => activateLocale('zh-CN'));
afterAll(() => activateLocale('en-US'));

/** The notification of a failed customer-group import. */
const failed = (error: { key?: string; details: string[] }) => notificationText('event/notify', {
  type: 'error',
  context: { eventType: 'task', orgName: 'Tea', taskType: 'importCustomerGroupCsv', taskId: 'T000000001', taskStatus: 'error' },
  error: { ...error, orgName: 'Tea' },
});

describe('notificationText of a failed task', () => {
  it('says the reason of its error key in the active language, the server\'s words only for a key it does not know', () => {
    expect(failed({ key: 'error/csv-no-object-id', details: ['the CSV has no objectId column in its header row'] })).toEqual({
      title: '导入客户群组 失败。',
      detail: '文件的第一行没有 objectId 列（客户导出文件中称为“客户 ID”）。',
    });
    expect(failed({ details: ['disk full'] }).detail).toBe('任务失败：disk full');
  });
});

describe('notificationText of a platform error', () => {
  it('says a known platform and code in the active language instead of the platform\'s words', () => {
    const monthlyLimit = notificationText('event/notify', {
      type: 'error', error: { platform: 'line', code: 'monthly-limit', details: ['You have reached your monthly limit.'], orgName: 'Tea' },
    });
    expect(monthlyLimit.detail).toBe('已达 LINE 每月消息上限：在额度更新前，LINE 上的回复不会发出。');
  });
});

describe('notificationText of low stock', () => {
  it('says what is left of which product', async () => {
    await activateLocale('en-US');
    const low = notificationText('event/notify', {
      type: 'link', link: { title: 'Oolong (L)', href: '/chatPay/Org0000001/productsList/Prod000001' },
      context: { eventType: 'lowStock', orgName: 'Tea', productName: 'Oolong (L)', stockLeft: 3 },
    });
    expect(low.title).toBe('Low stock: 3 of Oolong (L) left.');
  });
});

describe('notificationText of a card payment after the order was cancelled', () => {
  it('names the order to refund', async () => {
    await activateLocale('en-US');
    const late = notificationText('event/notify', {
      type: 'link', link: { title: '#12', href: '/chatPay/Org0000001/orders/Order00012' }, context: { eventType: 'paidAfterCancel', orgName: 'Tea' },
    });
    expect(late.title).toBe('Order #12 was paid by card after it was cancelled. Refund the payment.');
  });
});
