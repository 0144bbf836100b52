import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { type AdminApi, ApiError } from './api/client';
import { ApiProvider } from './api/context';
import { keys } from './api/keys';

/**
 * The console's query client. A 401 from any call means the session ended: the session becomes
 * null and RequireSession sends the user to sign in, keeping the page they were on.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => signedOut(error) }),
    mutationCache: new MutationCache({ onError: (error) => signedOut(error) }),
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: true,
        // A 4xx will answer the same again; network trouble and 5xx get two more tries.
        retry: (count, error) =>
          retry && count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
  function signedOut(error: unknown) {
    if (error instanceof ApiError && error.status === 401 && client.getQueryData(keys.session))
      client.setQueryData(keys.session, null);
  }
  return client;
}

/** The console: API client, server state and routes. */
export function App({
  api,
  queryClient,
  router,
}: {
  api: AdminApi;
  queryClient: QueryClient;
  router: Parameters<typeof RouterProvider>[0]['router'];
}) {
  return (
    <ApiProvider api={api}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ApiProvider>
  );
}
