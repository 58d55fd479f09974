import { useQuery } from '@tanstack/react-query';
import { CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/FormAlert';
import { PagedList } from '../../../components/ui/PagedList';
import { useErrorMessage } from '../../../components/ui/StateMessage';
import { useLanguage } from '../../../lib/language';
import type { MemberPageProps } from '../../../lib/member-centre';
import { inboxQuery, useMarkRead } from '../api/inbox';
import { MessageItem } from '../components/MessageItem';
import '../../../components/ui/disclosure-list.css';
import '../components/messages.css';

/** Platform information (spec §2.5 messageV2): the operator's messages to the member and to every member. */
export default function Inbox({ heading }: MemberPageProps) {
  const { t } = useTranslation('messages');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const inbox = useQuery(inboxQuery(language, page));
  const markRead = useMarkRead();
  const unread = inbox.data?.unread ?? 0;
  const markError = useErrorMessage(markRead.error);

  return (
    <div className="inbox-page" data-testid="inbox-page">
      {heading}
      <div className="inbox-bar">
        <p className="inbox-count" data-testid="inbox-unread" aria-live="polite">
          {t('unread', { count: unread })}
        </p>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate('all')}
          data-testid="inbox-read-all"
        >
          <CheckCheck size={16} aria-hidden />
          {t('readAll')}
        </button>
      </div>
      {markRead.isError ? <FormAlert testId="inbox-error">{markError}</FormAlert> : null}
      <PagedList
        query={inbox}
        page={page}
        onPageChange={setPage}
        empty={{ title: t('emptyTitle'), description: t('emptyText'), testId: 'inbox-empty' }}
      >
        {(data) => (
          <ul className="disclosure-list" data-dimmed={inbox.isPlaceholderData}>
            {data.items.map((message) => (
              <MessageItem key={message.id} message={message} onOpenUnread={(id) => markRead.mutate(id)} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
