import type { ContentKind, StoreContentBody } from '@skatekit/console-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';
import { useRecordQuery } from '../../api/queries';

/** The records of one kind of listed content, in their order. */
export function useContentList(kind: ContentKind) {
  return useRecordQuery(keys.content.list(kind), (api) => api.content.list(kind));
}

/** Add, edit and delete records of one kind (owner). */
export function useContentMutations(kind: ContentKind) {
  const api = useApi();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: keys.content.list(kind) });
  return {
    save: useMutation({
      // The body was checked by the kind's own schema in the form.
      mutationFn: ({ id, body }: { id?: string; body: Record<string, unknown> }) =>
        id ? api.content.update(kind, id, body as never) : api.content.create(kind, body as never),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => api.content.remove(kind, id), onSuccess }),
  };
}

/** The store's name, tag line, logo, help numbers and buttons. */
export function useStoreContent() {
  return useRecordQuery(keys.content.store, (api) => api.content.store());
}

export function useSaveStoreContent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof StoreContentBody>) => api.content.updateStore(body),
    onSuccess: (answer) => queryClient.setQueryData(keys.content.store, answer.data),
  });
}
