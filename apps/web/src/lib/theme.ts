import { useCallback, useSyncExternalStore } from 'react';
import { readStored, writeStored } from './storage';

export type Theme = 'dark' | 'light';
const STORAGE_KEY = 'theme';
const listeners = new Set<() => void>();

export function readTheme(): Theme {
  return readStored(STORAGE_KEY) === 'light' ? 'light' : 'dark';
}

/** Puts the theme on <html data-theme>, where the CSS variables pick it up. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

export function setTheme(theme: Theme): void {
  writeStored(STORAGE_KEY, theme);
  applyTheme(theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(
    subscribe,
    () => (document.documentElement.dataset.theme as Theme) ?? 'dark',
  );
  const toggleTheme = useCallback(() => setTheme(theme === 'dark' ? 'light' : 'dark'), [theme]);
  return { theme, toggleTheme };
}
