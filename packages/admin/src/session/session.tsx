import { can, type Permission, type SessionResponse } from '@skatekit/console-contract';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useApi } from '../api/context';
import { keys } from '../api/keys';
import { ErrorState, LoadingState } from '../ui/states';

/** The session query: who is signed in, or null (the API answered 401). */
export function useSessionQuery() {
  const api = useApi();
  return useQuery({
    queryKey: keys.session,
    queryFn: () => api.session(),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const SessionContext = createContext<SessionResponse | null>(null);

/** The signed-in session; only inside RequireSession. */
export function useSession(): SessionResponse {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <RequireSession>');
  return session;
}

/** Whether the signed-in member of staff may do something (core's `can` on their role). */
export function useCan(permission: Permission): boolean {
  return can(useSession().staff.role, permission);
}

/** The sign-in page's address, keeping the page asked for (and a `?store=` code) to return to. */
export function signInPath(pathname: string, search: string): string {
  const params = new URLSearchParams();
  const asked = new URLSearchParams(search);
  const store = asked.get('store');
  if (store) params.set('store', store);
  asked.delete('store');
  const rest = asked.toString();
  const next = `${pathname}${rest ? `?${rest}` : ''}`;
  if (next !== '/' && !next.startsWith('/sign-in')) params.set('next', next);
  const text = params.toString();
  return `/sign-in${text ? `?${text}` : ''}`;
}

/** Renders its children for a signed-in member of staff; sends anyone else to sign in. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSessionQuery();
  const location = useLocation();
  if (session.isPending) return <LoadingState label="Loading the console" />;
  if (session.isError)
    return (
      <main className="page-center">
        <ErrorState error={session.error} onRetry={() => void session.refetch()} />
      </main>
    );
  if (!session.data) return <Navigate to={signInPath(location.pathname, location.search)} replace />;
  return <SessionContext.Provider value={session.data}>{children}</SessionContext.Provider>;
}

/** A screen only some roles may open: the others read why instead. */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  if (!useCan(permission))
    return (
      <div className="state" role="status">
        <h1 tabIndex={-1}>Not available</h1>
        <p>Your role does not give access to this page. Ask the store's owner.</p>
      </div>
    );
  return <>{children}</>;
}
