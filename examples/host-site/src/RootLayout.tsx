import type { Storefront } from '@skatekit/core';
import type { StorageAdapter } from '@skatekit/core/platform';
import { type SkateConfig, SkateProvider } from '@skatekit/react/provider';
import { useMemo } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import type { SiteConfig } from './config';
import { Analytics } from './Analytics';
import { SiteEffects } from './SiteEffects';
import { SiteShell } from './SiteShell';
import { useSiteTexts } from './siteTexts';

export interface RootLayoutProps {
  config: SiteConfig;
  /** A prepared storefront (tests); otherwise the provider creates one from `config`. */
  storefront?: Storefront;
  /** Storage for the provider's storefront (tests); browser storage otherwise. */
  storage?: StorageAdapter;
  /** fetch for the provider's API client (tests). */
  fetch?: typeof fetch;
}

const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

/**
 * The layout route around every page: the SkateKit provider (given react-router's navigate, so
 * component links stay in the single-page app) and the shell (header, footer, bottom nav, cart button).
 */
export function RootLayout({ config, storefront, storage, fetch }: RootLayoutProps) {
  const routerNavigate = useNavigate();
  const skateConfig = useMemo<SkateConfig>(
    () => ({
      apiBase: config.apiBase,
      merchantCode: config.merchantCode,
      enquiryBaseUrl: config.enquiryBaseUrl,
      storage,
      fetch,
      // Components also navigate to full addresses (payment pages, chat links): those leave the app.
      navigate: (to: string) => {
        if (ABSOLUTE.test(to)) window.location.assign(to);
        else void routerNavigate(to);
      },
    }),
    [config, storage, fetch, routerNavigate],
  );
  const texts = useSiteTexts();

  return (
    <SkateProvider config={skateConfig} storefront={storefront} texts={texts}>
      <SiteEffects firebase={config.firebase} />
      <Analytics />
      <SiteShell>
        <Outlet />
      </SiteShell>
      <ScrollRestoration />
    </SkateProvider>
  );
}
