import { type Notice, siteDateTime } from '@app/contracts';
import { ChevronDown } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { lazyChunk } from '../../../lib/lazy-page';

/** The content brings the HTML sanitiser along: it loads when a notice is first opened, not with the list. */
const SafeHtml = lazyChunk(() =>
  import('../../../components/ui/SafeHtml').then((module) => ({ default: module.SafeHtml })),
);

/** A notice: its title and date, expanding to its (sanitised) HTML content. */
export function NoticeItem({ notice }: { notice: Notice }) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <li className="disclosure-item" data-testid="notice-item" data-open={open}>
      <button
        type="button"
        className="disclosure-toggle notice-toggle"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen(!open)}
        data-testid="notice-toggle"
      >
        <span className="notice-title">{notice.title}</span>
        <time className="notice-date" dateTime={notice.publishedAt} data-testid="notice-date">
          {siteDateTime(notice.publishedAt)}
        </time>
        <ChevronDown size={18} aria-hidden className="disclosure-chevron" />
      </button>
      {open ? (
        <div id={contentId} className="notice-content" data-testid="notice-content">
          {notice.imageUrl ? (
            <img src={notice.imageUrl} alt="" className="notice-image" loading="lazy" />
          ) : null}
          <Suspense fallback={null}>
            <SafeHtml html={notice.content} />
          </Suspense>
        </div>
      ) : null}
    </li>
  );
}
