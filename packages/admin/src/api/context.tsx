import { createContext, type ReactNode, useContext } from 'react';
import type { AdminApi } from './client';

const ApiContext = createContext<AdminApi | null>(null);

/** Gives the screens the console's API client. */
export function ApiProvider({ api, children }: { api: AdminApi; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The console's API client; throws outside ApiProvider. */
export function useApi(): AdminApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <ApiProvider>');
  return api;
}
