import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize';
import './safe-html.css';

/** Server HTML, cleaned by DOMPurify before it is rendered (no script runs). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify just above
  return <div className={`safe-html ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
