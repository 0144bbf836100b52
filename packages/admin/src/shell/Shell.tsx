import { can } from '@skatekit/console-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useApi } from '../api/context';
import { keys } from '../api/keys';
import { useSession } from '../session/session';
import { Dialog } from '../ui/Dialog';
import { LoadingState } from '../ui/states';
import { NAV_ITEMS } from './navigation';

function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  const { staff } = useSession();
  return (
    <ul className="nav-list">
      {NAV_ITEMS.filter((item) => !item.permission || can(staff.role, item.permission)).map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === '/'} onClick={onNavigate}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Header (store, who is signed in, sign out), the navigation (sidebar; a drawer on a phone) and the screen. */
export function Shell() {
  const session = useSession();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen closes the phone menu.
  useEffect(() => setMenuOpen(false), [pathname]);
  const signOut = useMutation({
    mutationFn: () => api.auth.logout(),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(keys.session, null);
      navigate(`/sign-in?store=${encodeURIComponent(session.merchant.code)}`, { replace: true });
    },
  });

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="shell-header">
        <Dialog
          open={menuOpen}
          onOpenChange={setMenuOpen}
          title="Menu"
          variant="drawer"
          trigger={
            <button type="button" className="icon-button menu-button" aria-label="Open the menu">
              <span aria-hidden="true">☰</span>
            </button>
          }
        >
          <nav aria-label="Console">
            <Navigation onNavigate={() => setMenuOpen(false)} />
          </nav>
        </Dialog>
        <p className="shell-store">
          {session.merchant.name}
          <span className="shell-store-code"> ({session.merchant.code})</span>
        </p>
        <div className="shell-user">
          <span className="shell-who">
            {session.staff.name || session.staff.email}
            <span className="badge">{session.staff.role}</span>
          </span>
          <button
            type="button"
            className="button button-quiet"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
          >
            Sign out
          </button>
        </div>
      </header>
      <div className="shell-body">
        <nav className="shell-sidebar" aria-label="Console">
          <Navigation />
        </nav>
        <main id="main" className="shell-main" tabIndex={-1}>
          <Suspense fallback={<LoadingState label="Loading the page" />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
