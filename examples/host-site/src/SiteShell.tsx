import { FloatingCartButton, MobileBottomNav, SiteFooter, SiteHeader } from '@skatekit/react/shell';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useFocusOnNavigate } from './useFocusOnNavigate';

/**
 * The shell of the second spec document around every page: header (marquee, logo, search, cart
 * badge, greeting or Login/Register, navigation, mobile drawer), footer, the mobile bottom nav and
 * the floating cart button (hidden at count 0).
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useFocusOnNavigate(pathname, 'main-content');
  return (
    <>
      <a className="host-skip-link" href="#main-content">
        Skip to content
      </a>
      <SiteHeader currentPath={pathname} />
      <main id="main-content" className="host-page" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <FloatingCartButton currentPath={pathname} />
      <MobileBottomNav currentPath={pathname} />
    </>
  );
}
