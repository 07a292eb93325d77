import { act, cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/activate';
import { ToastStack } from '../ui/ToastStack';
import { SILENT_DISCONNECT_MS, useConnectionToasts } from './use-connection-toasts';

// The socket state as the sync worker writes it (meta.connection), set by each step of a test.
let online: boolean | undefined;
vi.mock('dexie-react-hooks', () => ({ useLiveQuery: () => online }));

function MessageCenterToasts() {
  useConnectionToasts();
  return <ToastStack />;
}

function renderAt(state: boolean) {
  online = state;
  const view = render(
    <I18nProvider i18n={i18n}>
      <MessageCenterToasts />
    </I18nProvider>,
  );
  return (next: boolean) => {
    online = next;
    view.rerender(
      <I18nProvider i18n={i18n}>
        <MessageCenterToasts />
      </I18nProvider>,
    );
  };
}

const toastTexts = () => [...screen.getByRole('region', { name: 'Notifications' }).querySelectorAll('p')].map((line) => line.textContent);

beforeAll(() => activateLocale('en-US'));
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  // Let the toasts leave the shared stack.
  act(() => vi.runAllTimers());
  vi.useRealTimers();
});

describe('connection toasts of the message center', () => {
  it('say nothing about a disconnect shorter than SILENT_DISCONNECT_MS (a reload, a restart)', () => {
    const setOnline = renderAt(true);
    setOnline(false);
    act(() => vi.advanceTimersByTime(SILENT_DISCONNECT_MS - 500));
    setOnline(true);
    act(() => vi.advanceTimersByTime(SILENT_DISCONNECT_MS));
    expect(toastTexts()).toEqual([]);
  });

  it('warn once the connection stays lost, and confirm when it is back', () => {
    const setOnline = renderAt(true);
    setOnline(false);
    act(() => vi.advanceTimersByTime(SILENT_DISCONNECT_MS));
    expect(toastTexts()).toEqual(['Connection lost. Trying to reconnect…']);
    setOnline(true);
    expect(toastTexts()).toEqual(['Connection lost. Trying to reconnect…', 'Connected']);
  });

  it('say nothing when the page never was connected (opened offline: the top bar says so)', () => {
    renderAt(false);
    act(() => vi.advanceTimersByTime(SILENT_DISCONNECT_MS * 2));
    expect(toastTexts()).toEqual([]);
  });
});
