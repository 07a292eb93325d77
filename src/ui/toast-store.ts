// A small stack of toasts (at most 5, 01 §9) any module can push to.
import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  action?: ToastAction;
}

export const MAX_TOASTS = 5;
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

/** Show a toast; one with an action stays until used or closed, others leave after 5 s. */
export function showToast(kind: ToastKind, text: string, action?: ToastAction): number {
  const id = nextId++;
  publish([...toasts, { id, kind, text, action }].slice(-MAX_TOASTS));
  if (!action) setTimeout(() => dismissToast(id), AUTO_DISMISS_MS);
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
