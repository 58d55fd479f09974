import { type MemberMessage, siteDateTime } from '@app/contracts';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type MessageItemProps = {
  message: MemberMessage;
  /** Told when the member opens a message not read yet. */
  onOpenUnread: (id: string) => void;
};

/** A message: its title, date and unread mark, expanding to its text; opening it marks it read. */
export function MessageItem({ message, onOpenUnread }: MessageItemProps) {
  const { t } = useTranslation('messages');
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const toggle = () => {
    if (!open && !message.read) onOpenUnread(message.id);
    setOpen(!open);
  };
  return (
    <li
      className="disclosure-item message-item"
      data-testid="message-item"
      data-read={message.read}
      data-open={open}
    >
      <button
        type="button"
        className="disclosure-toggle message-toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={toggle}
        data-testid="message-toggle"
      >
        <span className="message-dot" aria-hidden />
        <span className="message-heading">
          <span className="message-title">{message.title}</span>
          <span className="message-meta">
            <span className="message-kind">{t(message.personal ? 'personal' : 'everyone')}</span>
            {message.read ? null : <span className="visually-hidden">{t('unreadMark')}</span>}
          </span>
        </span>
        <time className="message-date" dateTime={message.sentAt}>
          {siteDateTime(message.sentAt)}
        </time>
        <ChevronDown size={18} aria-hidden className="disclosure-chevron" />
      </button>
      {open ? (
        <p id={bodyId} className="message-body" data-testid="message-body">
          {message.body}
        </p>
      ) : null}
    </li>
  );
}
