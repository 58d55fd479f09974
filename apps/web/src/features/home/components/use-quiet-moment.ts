import { useEffect, useState } from 'react';

/** How long the page must go untouched (no press, scroll, key or dialog) before a popup may open over it. */
const SETTLE_MS = 800;

/** Another dialog is open (a login, the member centre, a warning): the popup waits until it has closed. */
const otherDialogOpen = () => document.querySelector('[aria-modal="true"]') !== null;

/** The visitor is typing (the header's login form, a search box): a popup would take their keystrokes. */
function typing(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) return false;
  if (
    active.isContentEditable ||
    active instanceof HTMLTextAreaElement ||
    active instanceof HTMLSelectElement
  )
    return true;
  return (
    active instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(active.type)
  );
}

/**
 * Becomes true once, at a moment the page is idle: no other dialog open, no finger or button pressed, no field being
 * typed in, nothing pressed, scrolled or typed for SETTLE_MS, and the browser idle. Until then every interaction
 * starts the wait again, so the home popup never opens behind or over another dialog, nor lands under a tap in
 * progress and takes it.
 */
export function useQuietMoment(enabled: boolean): boolean {
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    if (!enabled || quiet) return;
    let pressed = false;
    let timer: number | undefined;
    let idle: number | undefined;
    const busy = () => pressed || otherDialogOpen() || typing();
    const cancel = () => {
      window.clearTimeout(timer);
      if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      idle = undefined;
    };
    const whenIdle = (run: () => void) => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: 1000 });
      else run();
    };
    // any sign of life waits anew; a busy page waits for the event that ends it (release, close, blur)
    const wait = () => {
      cancel();
      if (busy()) return;
      timer = window.setTimeout(() => whenIdle(() => (busy() ? wait() : setQuiet(true))), SETTLE_MS);
    };
    const press = () => {
      pressed = true;
      cancel();
    };
    const release = () => {
      pressed = false;
      wait();
    };
    const events: [string, () => void][] = [
      ['pointerdown', press],
      ['pointerup', release],
      ['pointercancel', release],
      ['keydown', wait],
      ['wheel', wait],
      ['scroll', wait],
      ['focusin', wait],
      ['focusout', wait],
    ];
    for (const [name, listener] of events)
      window.addEventListener(name, listener, { capture: true, passive: true });
    // dialogs are portals on <body>: one opening or closing shows up as its children changing
    const dialogs = new MutationObserver(wait);
    dialogs.observe(document.body, { childList: true });
    wait();
    return () => {
      cancel();
      dialogs.disconnect();
      for (const [name, listener] of events) window.removeEventListener(name, listener, { capture: true });
    };
  }, [enabled, quiet]);
  return quiet;
}
