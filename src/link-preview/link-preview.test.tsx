import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LINK_CACHE_TTL_SECONDS } from '../../common/constants';
import { db } from '../../local/db';
import { activateLocale } from '../i18n/activate';
import { TextContent } from '../inbox/content/TextContent';
import { FAILED_RETRY_MS, freshLinkPreview, pruneLinkCache, storeLinkPreview, storeLinkPreviewFailure } from './link-cache';

const url = 'https://example.com/tea';
const metadata = { url, siteName: 'Tea House', title: 'Spring tea sale', description: '20% off', image: 'https://example.com/tea.png' };
const WEEK_MS = LINK_CACHE_TTL_SECONDS * 1000;

function showText(content: string) {
  render(<I18nProvider i18n={i18n}><TextContent data={{ content }} /></I18nProvider>);
}

/** The server answers every call with `body`; returns the URLs and bodies asked for. */
function serverAnswers(status: number, body: unknown) {
  const asked: unknown[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    asked.push(await request.clone().json());
    return Response.json(body, { status });
  });
  return asked;
}

beforeAll(() => activateLocale('en-US'));
beforeEach(async () => { await db.linkCache.clear(); });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('linkCache', () => {
  it('keeps a preview for 7 days, a failure for an hour, and prunes what expired', async () => {
    const now = Date.UTC(2024, 4, 1);
    await storeLinkPreview(url, metadata, now);
    await storeLinkPreviewFailure('https://example.com/broken', now);
    expect((await freshLinkPreview(url, now + WEEK_MS - 1))?.title).toBe('Spring tea sale');
    expect(await freshLinkPreview(url, now + WEEK_MS)).toBeUndefined();
    expect((await freshLinkPreview('https://example.com/broken', now + FAILED_RETRY_MS - 1))?.failed).toBe(true);
    expect(await freshLinkPreview('https://example.com/broken', now + FAILED_RETRY_MS)).toBeUndefined();

    await pruneLinkCache(now + FAILED_RETRY_MS);
    expect(await db.linkCache.count()).toBe(1);
    await pruneLinkCache(now + WEEK_MS);
    expect(await db.linkCache.count()).toBe(0);
  });
});

describe('link preview card', () => {
  it('fetches the preview of the first link once and keeps it in IndexedDB', async () => {
    const asked = serverAnswers(200, metadata);
    showText(`Have a look: ${url} and https://example.com/other`);
    const card = await screen.findByRole('region', { name: 'Link preview' });
    expect(card.textContent).toContain('Tea House');
    expect(card.textContent).toContain('Spring tea sale');
    expect(card.textContent).toContain('20% off');
    expect(asked).toEqual([expect.objectContaining({ _method: 'GET', url })]);
    expect((await db.linkCache.get(url))?.title).toBe('Spring tea sale');
  });

  it('shows a stored preview without asking the server', async () => {
    const asked = serverAnswers(500, {});
    await storeLinkPreview(url, metadata);
    showText(url);
    expect((await screen.findByRole('region', { name: 'Link preview' })).textContent).toContain('Spring tea sale');
    expect(asked).toEqual([]);
  });

  it('asks again once the stored preview is older than 7 days', async () => {
    const asked = serverAnswers(200, { ...metadata, title: 'Summer tea sale' });
    await storeLinkPreview(url, metadata, Date.now() - WEEK_MS - 1);
    showText(url);
    expect((await screen.findByRole('region', { name: 'Link preview' })).textContent).toContain('Summer tea sale');
    expect(asked).toHaveLength(1);
  });

  it('shows no card for a page the server cannot preview, and remembers that', async () => {
    serverAnswers(502, { code: 141, error: 'the page is not HTML (image/png)' });
    showText(url);
    await waitFor(async () => expect((await db.linkCache.get(url))?.failed).toBe(true));
    expect(screen.queryByRole('region', { name: 'Link preview' })).toBeNull();
  });
});
