import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { META_CONNECTION } from '../../local/meta';
import { db } from '../../local/db';
import { activateLocale } from '../i18n/activate';
import { AiAssist, type DraftUse } from './AiAssist';

const request = { orgId: 'Org0000001', customerId: 'Cust000001', platform: 'livechat', conversationId: 'Conv000001' } as const;
const usage = { used: 3, limit: 30, model: 'gpt-4o', pointsPerRequest: 3 };

/** The API stand-in: point usage, and the given answer for reply and summary. */
function serve(answer: () => Response, pointUsage = () => Response.json(usage)) {
  const paths: string[] = [];
  vi.stubGlobal('fetch', vi.fn<(request: Request) => Promise<Response>>(async (call) => {
    const path = new URL(call.url).pathname;
    paths.push(path);
    if (path === '/ai-bot/openai/point/used/limit') return pointUsage();
    return answer();
  }));
  return paths;
}

/** What the server says without an AI service (no AI_BASE_URL): no model, no cost. */
const noService = () => Response.json({ ...usage, used: 0, model: null, pointsPerRequest: null });
const NO_SERVICE_NOTE = 'Suggest reply and Summarize are not available: this server has no AI service. Whoever runs the server can set one up.';

/** AiAssist with a draft box, as the composer holds it. */
function Harness({ initial }: { initial: string }) {
  const [draft, setDraft] = useState(initial);
  const take = (text: string, use: DraftUse) => setDraft(use === 'replace' ? text : `${draft}\n${text}`);
  return (
    <I18nProvider i18n={i18n}>
      <AiAssist request={request} draftText={draft} onUseReply={take} />
      <output aria-label="Draft">{draft}</output>
    </I18nProvider>
  );
}

beforeAll(() => activateLocale('en-US'));
beforeEach(async () => {
  await db.meta.put({ key: META_CONNECTION, value: { online: true } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function click(name: string) {
  await act(async () => fireEvent.click(await screen.findByRole('button', { name })));
}

describe('AiAssist', () => {
  it('shows the points used and puts a suggestion straight into an empty draft', async () => {
    serve(() => Response.json({ answer: 'Happy to help!', usage: { ...usage, used: 6 } }));
    render(<Harness initial="" />);
    expect(await screen.findByText('AI points used: 3/30')).toBeTruthy();
    await click('Suggest reply');
    expect((await screen.findByLabelText('Draft')).textContent).toBe('Happy to help!');
    expect(await screen.findByText('AI points used: 6/30')).toBeTruthy();
  });

  it('never overwrites typed text: the agent replaces or adds', async () => {
    serve(() => Response.json({ answer: 'Happy to help!', usage }));
    render(<Harness initial="Hi" />);
    await click('Suggest reply');
    const suggestion = await screen.findByRole('region', { name: 'Suggested reply' });
    expect(suggestion.textContent).toContain('Happy to help!');
    expect(screen.getByLabelText('Draft').textContent).toBe('Hi');
    await click('Add to draft');
    expect(screen.getByLabelText('Draft').textContent).toBe('Hi\nHappy to help!');
    await click('Suggest reply');
    await click('Replace draft');
    expect(screen.getByLabelText('Draft').textContent).toBe('Happy to help!');
  });

  it('shows the summary, or the no-answer message when it is empty', async () => {
    let answer = 'The customer waits for a parcel.';
    serve(() => Response.json({ answer, usage }));
    render(<Harness initial="" />);
    await click('Summarize');
    expect((await screen.findByRole('region', { name: 'Conversation summary' })).textContent).toContain('The customer waits for a parcel.');
    answer = '';
    await click('Summarize');
    expect(await screen.findByText('The AI found nothing to summarize.')).toBeTruthy();
  });

  it('opens the AI bot editor in a new tab when there is no bot, and says why', async () => {
    serve(() => Response.json({ code: 141, error: 'error/bot_not_found' }, { status: 404 }));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<Harness initial="" />);
    await click('Summarize');
    expect((await screen.findByRole('alert')).textContent).toContain('No AI bot is set up for this organization yet.');
    expect(open).toHaveBeenCalledWith('/message-bot/Org0000001/ai-bot', '_blank', 'noopener');
    expect(screen.getByRole('link', { name: 'Open the AI bot editor' }).getAttribute('href')).toBe('/message-bot/Org0000001/ai-bot');
  });

  it('says in place of the buttons that the server has no AI service, and sends nobody to set up a bot', async () => {
    const paths = serve(() => Response.json({ code: 141, error: 'error/bot_not_found' }, { status: 404 }), noService);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<Harness initial="" />);
    expect(await screen.findByText(NO_SERVICE_NOTE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suggest reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Summarize' })).toBeNull();
    expect(screen.queryByText(/AI points used/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the AI bot editor' })).toBeNull();
    expect(open).not.toHaveBeenCalled();
    expect(paths).toEqual(['/ai-bot/openai/point/used/limit']);
  });

  it('answers "no bot" on a server without an AI service with the note, not the bot editor', async () => {
    // The point usage could not be read when the composer opened; it tells after the refusal.
    let usageReads = 0;
    const pointUsage = () => (++usageReads === 1 ? Response.json({ code: 1, error: 'unavailable' }, { status: 503 }) : noService());
    serve(() => Response.json({ code: 141, error: 'error/bot_not_found' }, { status: 404 }), pointUsage);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<Harness initial="" />);
    await click('Suggest reply');
    expect(await screen.findByText(NO_SERVICE_NOTE)).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/No AI bot is set up/)).toBeNull();
  });

  it('shows the API error for a 504', async () => {
    serve(() => Response.json({ code: 141, error: 'error/openai_timeout' }, { status: 504 }));
    render(<Harness initial="" />);
    await click('Suggest reply');
    expect((await screen.findByRole('alert')).textContent).toContain('The AI service did not answer.');
  });

  it('is disabled with an explanation while offline, and asks nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const paths = serve(() => Response.json({ answer: 'x', usage }));
    render(<Harness initial="" />);
    const button = await screen.findByRole('button', { name: 'Suggest reply' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Summarize' })).toHaveProperty('disabled', true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('AI needs a connection to the server.');
    expect(paths).toEqual([]);
  });
});
