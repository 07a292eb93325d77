import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrechatForm } from '../../common/contracts/livechat';
import { LivechatFieldError } from './api';
import { askPrechat } from './prechat';
import { stringsFor } from './strings';

type Submit = Parameters<typeof askPrechat>[4];

function form(settings: PrechatForm, submit: Submit, away?: string) {
  const root = document.body.appendChild(document.createElement('div'));
  const done = askPrechat(root, stringsFor('en-US'), settings, { title: 'Tea House', away }, submit);
  const field = (label: string) => {
    const element = [...root.querySelectorAll('label')].find((candidate) => candidate.textContent === label);
    return (element?.control as HTMLInputElement | null | undefined) ?? null;
  };
  const errorOf = (input: HTMLInputElement) => root.querySelector(`[id="${input.getAttribute('aria-describedby')}"]`)!.textContent;
  const start = () => root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  return { root, done, field, errorOf, start };
}

afterEach(() => { document.body.replaceChildren(); });

describe('pre-chat form', () => {
  it('asks only for the fields the organization chose, marking the optional ones', () => {
    const nameOnly = form({ name: 'optional', email: 'off' }, vi.fn());
    expect(nameOnly.field('Name (optional)')).not.toBeNull();
    expect(nameOnly.field('E-mail')).toBeNull();
    expect(nameOnly.root.querySelector('header h1')?.textContent).toBe('Tea House');
  });

  it('requires the fields the organization requires and shows the away notice above them', () => {
    const both = form({ name: 'required', email: 'required' }, vi.fn(), 'Back at nine.');
    expect(both.field('Name')!.required).toBe(true);
    expect(both.field('E-mail')!.type).toBe('email');
    expect(both.root.textContent).toContain('Back at nine.');
  });

  it('says what is missing or wrong before sending, then sends the trimmed answer and opens the chat', async () => {
    const submit = vi.fn<Submit>().mockResolvedValue({});
    const page = form({ name: 'optional', email: 'required' }, submit);
    const email = page.field('E-mail')!;
    page.start();
    expect(page.errorOf(email)).toBe('Please fill in this field.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    email.value = 'ada@';
    page.start();
    expect(page.errorOf(email)).toBe('Enter a valid e-mail address.');
    expect(submit).not.toHaveBeenCalled();

    email.value = ' ada@example.com ';
    page.start();
    await page.done;
    expect(submit).toHaveBeenCalledWith({ email: 'ada@example.com' });
    expect(email.hasAttribute('aria-invalid')).toBe(false);
  });

  it("shows the server's refusal under the field it names, and a failure above the button", async () => {
    const submit = vi.fn<Submit>().mockRejectedValueOnce(new LivechatFieldError('email')).mockRejectedValueOnce(new Error('offline'));
    const page = form({ name: 'off', email: 'optional' }, submit);
    const email = page.field('E-mail (optional)')!;
    email.value = 'ada@example.invalid';
    page.start();
    await vi.waitFor(() => expect(page.errorOf(email)).toBe('Enter a valid e-mail address.'));
    page.start();
    await vi.waitFor(() => expect(page.root.querySelector('[role="alert"]')?.textContent).toBe('The chat could not start. Try again.'));
  });
});
