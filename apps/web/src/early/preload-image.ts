/** Starts fetching an image the page is about to paint, at high priority; once per address. */
export function preloadImage(href: string): void {
  for (const link of document.head.querySelectorAll('link[rel="preload"][as="image"]')) {
    if (link.getAttribute('href') === href) return;
  }
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}
