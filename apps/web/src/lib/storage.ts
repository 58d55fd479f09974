/** localStorage access that never throws (private mode, disabled storage, quota). */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the preference simply is not remembered.
  }
}

/** sessionStorage (this tab, until it closes) access that never throws. */
export function readSessionStored(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionStored(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the choice lasts as long as the page.
  }
}

/** Spec §4: logging out clears the session storage. */
export function clearSessionStored(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // nothing stored
  }
}
