import type { InboxKind, InboxQuery, InboxUpdateBody, QuoteAnswerBody } from '@skatekit/console-contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';

/** One page of the inbox (leads, enquiries and quote requests together). */
export function useInboxList(query: Partial<z.infer<typeof InboxQuery>>) {
  const api = useApi();
  return useQuery({
    queryKey: keys.inbox.list(query),
    queryFn: () => api.inbox.list(query),
    placeholderData: keepPreviousData,
  });
}

/** Mark handled / add a note, and answer a quote request; the inbox and the overview refresh. */
export function useInboxMutations(kind: InboxKind, id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.inbox.all }),
      queryClient.invalidateQueries({ queryKey: keys.overview }),
    ]);
  return {
    update: useMutation({
      mutationFn: (body: z.input<typeof InboxUpdateBody>) => api.inbox.update(kind, id, body),
      onSuccess,
    }),
    answer: useMutation({
      mutationFn: (body: z.input<typeof QuoteAnswerBody>) => api.inbox.answerQuote(id, body),
      onSuccess,
    }),
  };
}
