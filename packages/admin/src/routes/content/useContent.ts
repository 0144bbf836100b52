import type { ContentKind, StoreContentBody } from '@skatekit/console-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';

/** The records of one kind of listed content, in their order. */
export function useContentList(kind: ContentKind) {
  const api = useApi();
  return useQuery({
    queryKey: keys.content.list(kind),
    queryFn: async () => (await api.content.list(kind)).data,
  });
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
  const api = useApi();
  return useQuery({ queryKey: keys.content.store, queryFn: async () => (await api.content.store()).data });
}

export function useSaveStoreContent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof StoreContentBody>) => api.content.updateStore(body),
    onSuccess: (answer) => queryClient.setQueryData(keys.content.store, answer.data),
  });
}
