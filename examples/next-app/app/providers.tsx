'use client';

import { createCookieStorage } from '@skatekit/core/platform';
import { SkateProvider } from '@skatekit/react/provider';
import { SiteFooter, SiteHeader } from '@skatekit/react/shell';
import { usePathname, useRouter } from 'next/navigation';
import { type ReactNode, useState } from 'react';

/**
 * The client side of the layout: one `<SkateProvider>` for every page, with Next's router for
 * navigation and the cart and session in cookies, so the server renders the badge and the cart
 * (it reads the request's `cookie` header; the browser reads `document.cookie`).
 */
export function Providers({
  apiBase,
  merchantCode,
  cookie,
  children,
}: {
  apiBase: string;
  merchantCode: string;
  cookie: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [storage] = useState(() => createCookieStorage({ cookie }));
  return (
    <SkateProvider config={{ apiBase, merchantCode, storage, navigate: (to) => router.push(to) }}>
      <SiteHeader currentPath={pathname} />
      <main>{children}</main>
      <SiteFooter />
    </SkateProvider>
  );
}
