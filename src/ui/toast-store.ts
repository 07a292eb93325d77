// A small stack of toasts (at most 5, 01 §9) any module can push to: success, error, warning or
// info, with an optional action (e.g. the update prompt's Reload), an optional Refresh that reloads
// the page, and a close button unless the caller leaves it out (01 §8).
import { useSyncExternalStore } from 'react';
import { TOAST_STACK_MAX } from '../../common/constants';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastAction {
  label: string;
  run: () => void;
}

export interface ToastOptions {
  action?: ToastAction;
  /** Offer "Refresh", which reloads the page (for states only a reload can repair). */
  refresh?: boolean;
  /** Show the close button (default true). */
  closable?: boolean;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  action?: ToastAction;
  refresh: boolean;
  closable: boolean;
}

const AUTO_DISMISS_MS = 5000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function dismissToast(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id));
}

/**
 * Show a toast; the oldest leaves when more than TOAST_STACK_MAX would show. One that asks for a
 * choice (an action or Refresh) stays until used or closed; others leave after 5 s.
 */
export function showToast(kind: ToastKind, text: string, { action, refresh = false, closable = true }: ToastOptions = {}): number {
  const id = nextId++;
  publish([...toasts, { id, kind, text, action, refresh, closable }].slice(-TOAST_STACK_MAX));
  if (!action && !refresh) setTimeout(() => dismissToast(id), AUTO_DISMISS_MS);
  return id;
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
