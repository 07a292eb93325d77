import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** A page load: the module's state (whether the first screen is up) starts afresh. */
async function freshPage() {
  vi.resetModules();
  return import('./first-screen');
}

function settledWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  return Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);
}

describe('the sync worker\'s start waits for the first screen', () => {
  it('holds while an inbox list reads its first rows, and goes once they are shown', async () => {
    const { afterFirstScreen, useFirstRowsShown } = await freshPage();
    function List({ shown }: { shown: boolean }) {
      useFirstRowsShown(shown);
      return null;
    }
    const view = render(<List shown={false} />);
    const up = afterFirstScreen();
    expect(await settledWithin(up, 300)).toBe(false);
    act(() => view.rerender(<List shown />));
    expect(await settledWithin(up, 1000)).toBe(true);
    // Settled for the page: another organization's start does not wait.
    expect(await settledWithin(afterFirstScreen(), 50)).toBe(true);
  });

  it('goes at the first idle moment on a page without an inbox list', async () => {
    const { afterFirstScreen } = await freshPage();
    expect(await settledWithin(afterFirstScreen(), 1000)).toBe(true);
  });

  it('goes when the list is gone before its rows came (another page opened)', async () => {
    const { afterFirstScreen, useFirstRowsShown } = await freshPage();
    function List() {
      useFirstRowsShown(false);
      return null;
    }
    const view = render(<List />);
    const up = afterFirstScreen();
    expect(await settledWithin(up, 300)).toBe(false);
    view.unmount();
    expect(await settledWithin(up, 1000)).toBe(true);
  });

  it('goes after MAX_HOLD_MS even if the list never reads its rows (a database blocked by another tab)', async () => {
    const { afterFirstScreen, useFirstRowsShown, MAX_HOLD_MS } = await freshPage();
    function List() {
      useFirstRowsShown(false);
      return null;
    }
    render(<List />);
    const up = afterFirstScreen();
    expect(await settledWithin(up, 300)).toBe(false);
    expect(await settledWithin(up, MAX_HOLD_MS)).toBe(true);
  });
});
