import type { InboxKind, InboxQuery, InboxUpdateBody, QuoteAnswerBody } from '@skatekit/console-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';
import { useListQuery } from '../../api/queries';

/** One page of the inbox (leads, enquiries and quote requests together). */
export function useInboxList(query: Partial<z.infer<typeof InboxQuery>>) {
  return useListQuery(keys.inbox.list(query), (api) => api.inbox.list(query));
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
