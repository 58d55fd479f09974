import { useCallback, useState } from 'react';

/** A yes/no choice kept in localStorage across visits (turbo, for example). */
export function useStoredFlag(key: string): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => {
    try {
      return localStorage.getItem(key) === '1';
    } catch {
      return false;
    }
  });
  const set = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        localStorage.setItem(key, next ? '1' : '0');
      } catch {
        // remembered for this visit only
      }
    },
    [key],
  );
  return [value, set];
}
