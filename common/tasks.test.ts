import { describe, expect, it } from 'vitest';
import { canDownload, canRetry, fileTimestamp, isHiddenTask, isKnownTimeZone } from './tasks';

describe('task rules', () => {
  it('formats file timestamps as YYYY-MM-DD-HH-mm-ss in a time zone', () => {
    const date = new Date('2026-03-04T05:06:07Z');
    expect(fileTimestamp(date)).toBe('2026-03-04-05-06-07');
    expect(fileTimestamp(date, 'Asia/Taipei')).toBe('2026-03-04-13-06-07');
    expect(fileTimestamp(new Date('2026-12-31T23:59:59Z'), 'Asia/Tokyo')).toBe('2027-01-01-08-59-59');
  });

  it('hides scheduled broadcasts only', () => {
    expect(isHiddenTask({ type: 'broadcast', status: 'scheduled' })).toBe(true);
    expect(isHiddenTask({ type: 'broadcast', status: 'working' })).toBe(false);
    expect(isHiddenTask({ type: 'exportCustomers', status: 'scheduled' })).toBe(false);
  });

  it('offers download for done exports and product imports with a file, retry for exports in error', () => {
    expect(canDownload({ type: 'exportCustomers', status: 'done', url: '/tasks/a/file' })).toBe(true);
    expect(canDownload({ type: 'exportCustomers', status: 'working', url: '/tasks/a/file' })).toBe(false);
    expect(canDownload({ type: 'broadcast', status: 'done', url: '/x' })).toBe(false);
    // The product import's report is a file too; the import is no export, so it has no Retry.
    expect(canDownload({ type: 'importShopProductsCsv', status: 'done', url: '/tasks/a/report.csv' })).toBe(true);
    expect(canRetry({ type: 'importShopProductsCsv', status: 'error' })).toBe(false);
    expect(canRetry({ type: 'exportCustomers', status: 'error' })).toBe(true);
    expect(canRetry({ type: 'broadcast', status: 'error' })).toBe(false);
  });

  it('knows time zones', () => {
    expect(isKnownTimeZone('Asia/Taipei')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});
