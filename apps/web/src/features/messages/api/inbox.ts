import { type Language, MESSAGES_API, MESSAGES_PAGE_SIZE, type MessagePage } from '@app/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../api/client';
import { MESSAGES_KEY, refreshMessages } from '../../../api/messages';
import { useLanguage } from '../../../lib/language';

export function inboxQuery(language: Language, page: number) {
  return queryOptions({
    queryKey: [...MESSAGES_KEY, 'page', page, language] as const,
    queryFn: ({ signal }) =>
      apiGet<MessagePage>(MESSAGES_API.list, {
        language,
        params: { pageNo: page, pageSize: MESSAGES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Marks one message read (opening it does), or all of them; the inbox and the badges follow. */
export function useMarkRead() {
  const language = useLanguage();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') =>
      apiSend<unknown>('POST', id === 'all' ? MESSAGES_API.readAll : MESSAGES_API.read(id), { language }),
    onSettled: () => refreshMessages(client),
  });
}
