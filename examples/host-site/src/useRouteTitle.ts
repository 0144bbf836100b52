import { routePageName, routeTitle } from '@skatekit/core/rules';
import { useSettings } from '@skatekit/react/hooks';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Gives each route its own document title (core's routeTitle): "Kids Adjustable Inline Skates -
 * {store}" on a product, "Cart - {store}" on the cart, the merchant's whole site title at home,
 * "Page not found - {store}" elsewhere. Runs after the site metadata is applied (it sets the site title
 * on every page), so the route's title is the one that stays.
 */
export function useRouteTitle(): void {
  const { pathname } = useLocation();
  const siteTitle = useSettings((state) => state.meta?.title);
  useEffect(() => {
    const known = pathname === '/' || routePageName(pathname) !== '';
    document.title = routeTitle(pathname, siteTitle, known);
  }, [pathname, siteTitle]);
}
