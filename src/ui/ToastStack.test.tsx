import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/activate';
import { reloadPage } from './reload-page';
import { ToastStack } from './ToastStack';
import { dismissToast, showToast, useToasts } from './toast-store';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn<() => void>() }));

function renderStack() {
  render(
    <I18nProvider i18n={i18n}>
      <ToastStack />
    </I18nProvider>,
  );
  return screen.getByRole('region', { name: 'Notifications' });
}

/** The toasts on screen, by their text. */
const shown = (stack: HTMLElement) => [...stack.querySelectorAll('p')].map((line) => line.textContent);

beforeAll(() => activateLocale('en-US'));
/** Collects the ids of the toasts on the shared stack. */
function Drain({ ids }: { ids: number[] }) {
  ids.push(...useToasts().map((toast) => toast.id));
  return null;
}

afterEach(() => {
  // The stack is shared: empty it between tests.
  const ids: number[] = [];
  render(<Drain ids={ids} />);
  act(() => ids.forEach(dismissToast));
  cleanup();
  vi.useRealTimers();
  vi.mocked(reloadPage).mockClear();
});

describe('toasts (01 §8, §9)', () => {
  it('shows success, error, warning and info, at most 5 at once (the oldest leaves)', () => {
    const stack = renderStack();
    act(() => {
      showToast('success', 'Saved.');
      showToast('error', 'Failed.');
      showToast('warning', 'Careful.');
      showToast('info', 'Heads up.');
    });
    expect([...stack.children].map((toast) => toast.getAttribute('data-kind'))).toEqual(['success', 'error', 'warning', 'info']);
    // An error is announced at once.
    expect(within(stack).getByRole('alert').textContent).toContain('Failed.');
    act(() => {
      showToast('info', 'Fifth.');
      showToast('info', 'Sixth.');
    });
    expect(shown(stack)).toEqual(['Failed.', 'Careful.', 'Heads up.', 'Fifth.', 'Sixth.']);
  });

  it('closes a toast with its close button, and by itself after 5 s', () => {
    vi.useFakeTimers();
    const stack = renderStack();
    act(() => {
      showToast('success', 'First.');
      vi.advanceTimersByTime(2000);
      showToast('info', 'Second.');
    });
    fireEvent.click(within(stack).getAllByRole('button', { name: 'Close' })[1]!);
    expect(shown(stack)).toEqual(['First.']);
    act(() => vi.advanceTimersByTime(3000));
    expect(shown(stack)).toEqual([]);
  });

  it('offers Refresh, which reloads the page; such a toast stays until used or closed', () => {
    vi.useFakeTimers();
    const stack = renderStack();
    act(() => {
      showToast('error', 'Syncing could not start.', { refresh: true });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown(stack)).toEqual(['Syncing could not start.']);
    fireEvent.click(within(stack).getByRole('button', { name: 'Refresh' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('runs an action once and closes; leaves out the close button when asked', () => {
    const stack = renderStack();
    const run = vi.fn<() => void>();
    act(() => {
      showToast('info', 'A new version is available.', { action: { label: 'Reload', run } });
      showToast('info', 'No close.', { closable: false });
    });
    expect(within(stack).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    fireEvent.click(within(stack).getByRole('button', { name: 'Reload' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(shown(stack)).toEqual(['No close.']);
  });
});
