import { useSyncExternalStore, type ReactNode } from 'react';

// SPEC §2/§9: at most one toast visible; a new toast replaces the previous one.
export const TOAST_LIMIT = 1;

export type ToastVariant = 'default' | 'destructive';
export type ToastInput = { title?: ReactNode; description?: ReactNode; variant?: ToastVariant; action?: ReactNode };
export type ToastItem = ToastInput & { id: string };

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = `toast-${++counter}`;
  emit([{ ...input, id }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id?: string): void {
  emit(id ? toasts.filter((t) => t.id !== id) : []);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
