import type { Notice } from '@app/contracts';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { SafeHtml } from '../../../components/ui/SafeHtml';
import { formatDateTime } from '../../../lib/format-date';

/** A notice: its title and date, expanding to its (sanitised) HTML content. */
export function NoticeItem({ notice }: { notice: Notice }) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <li className="notice-item" data-testid="notice-item" data-open={open}>
      <button
        type="button"
        className="notice-toggle"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen(!open)}
        data-testid="notice-toggle"
      >
        <span className="notice-title">{notice.title}</span>
        <time className="notice-date" dateTime={notice.publishedAt} data-testid="notice-date">
          {formatDateTime(notice.publishedAt)}
        </time>
        <ChevronDown size={18} aria-hidden className="notice-chevron" />
      </button>
      {open ? (
        <div id={contentId} className="notice-content" data-testid="notice-content">
          {notice.imageUrl ? (
            <img src={notice.imageUrl} alt="" className="notice-image" loading="lazy" />
          ) : null}
          <SafeHtml html={notice.content} />
        </div>
      ) : null}
    </li>
  );
}
