import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AI_BOT_INSTRUCTIONS_MAX } from '../../common/ai-bot';
import type { AiBotResponse } from '../../common/contracts/ai';
import { activateLocale } from '../i18n/activate';
import { AiBotForm } from './AiBotForm';

const withService: AiBotResponse = { bot: null, service: { configured: true, model: 'gpt-4o', pointsPerRequest: 3 } };

/** The server stand-in for POST /ai-bot/bot; returns the bodies it was sent. */
function serve(answer: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', vi.fn<(request: Request) => Promise<Response>>(async (call) => {
    const body = await call.json() as Record<string, unknown>;
    sent.push(body);
    return answer(body);
  }));
  return sent;
}

const show = (loaded: AiBotResponse) => render(<I18nProvider i18n={i18n}><AiBotForm orgId="Org0000001" loaded={loaded} /></I18nProvider>);

beforeAll(() => activateLocale('en-US'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the AI bot form', () => {
  it('counts the instructions against the limit and will not save over it', () => {
    show(withService);
    fireEvent.change(screen.getByLabelText('Bot name'), { target: { value: 'Helper' } });
    const instructions = screen.getByLabelText('What the bot should know');
    fireEvent.change(instructions, { target: { value: 'x'.repeat(AI_BOT_INSTRUCTIONS_MAX) } });
    expect(screen.getByText(`${AI_BOT_INSTRUCTIONS_MAX}/${AI_BOT_INSTRUCTIONS_MAX}`)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false);
    fireEvent.change(instructions, { target: { value: 'x'.repeat(AI_BOT_INSTRUCTIONS_MAX + 1) } });
    expect(instructions.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
  });

  it('keeps what was typed when the save fails, and saves it on the next try', async () => {
    let up = false;
    const sent = serve((body) => (up
      ? Response.json({ bot: { name: body.name, instructions: body.instructions, enabled: body.enabled, answersCustomers: body.answersCustomers, updatedAt: '2026-11-23T00:00:00.000Z' }, service: withService.service })
      : Response.json({ code: 1, error: 'Internal server error' }, { status: 500 })));
    show(withService);
    expect(screen.getByText('This organization has no AI bot yet. Name it and save to create it.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Bot name'), { target: { value: 'Helper' } });
    fireEvent.change(screen.getByLabelText('What the bot should know'), { target: { value: 'Open 9–21.' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Suggest replies and summaries' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Answer customers by itself' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Bot name').value).toBe('Helper');
    expect(screen.getByLabelText<HTMLTextAreaElement>('What the bot should know').value).toBe('Open 9–21.');

    up = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(sent.at(-1)).toMatchObject({ _method: 'PUT', orgId: 'Org0000001', name: 'Helper', instructions: 'Open 9–21.', enabled: false, answersCustomers: true });
    expect(screen.queryByText('This organization has no AI bot yet. Name it and save to create it.')).toBeNull();
  });

  it('says when the server has no AI service', () => {
    show({ bot: null, service: { configured: false, model: null, pointsPerRequest: null } });
    expect(screen.getByText(/This server has no AI service set up/)).toBeTruthy();
    // The bot cannot answer customers by itself there: the switch says why and cannot be turned on.
    const answers = screen.getByRole('switch', { name: 'Answer customers by itself' });
    expect(answers.getAttribute('aria-checked')).toBe('false');
    expect(answers.hasAttribute('disabled') || answers.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(screen.getByText('Needs an AI service on the server.')).toBeTruthy();
  });
});
