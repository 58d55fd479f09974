/** Tells the site around the frame the new balance, so its header shows it (same origin only). */
export function postBalance(balance: string): void {
  if (window.parent === window) return;
  window.parent.postMessage({ type: 'hb:balance', balance }, location.origin);
}
