import { useSyncExternalStore } from 'react';

// While logging out the logo points to / and guards must not bounce to /login (SPEC §2, §4 Logout).
let loggingOut = false;
const listeners = new Set<() => void>();

export function setLoggingOut(value: boolean): void {
  loggingOut = value;
  listeners.forEach((listener) => listener());
}

export function useLoggingOut(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loggingOut,
    () => loggingOut,
  );
}
