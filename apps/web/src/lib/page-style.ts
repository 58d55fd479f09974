/**
 * A page's own stylesheet, added to the document when the page's chunk first runs (before it renders). The site's
 * one stylesheet (`cssCodeSplit: false`) is render-blocking on every page, so a large stylesheet only one area uses
 * (the lotteries') is imported with `?inline` and added here instead: the other pages do not wait for it.
 */
export function addPageStyle(id: string, css: string): void {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.append(style);
}
