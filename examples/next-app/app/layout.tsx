import '@skatekit/react/styles.css';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { skateConfig } from '../lib/skate';
import { Providers } from './providers';

// Every page reads the shopper's cookies and the live catalogue: rendered per request, never at build time.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'SkateKit on Next.js',
  description: 'A SkateKit storefront.',
  // No favicon file in the example: an empty icon, so the browser asks for none.
  icons: { icon: 'data:,' },
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The shopper's cart and session cookies, so the server renders them (see Providers).
  const cookie = (await headers()).get('cookie') ?? '';
  return (
    <html lang="en">
      <body>
        <Providers {...skateConfig()} cookie={cookie}>
          {children}
        </Providers>
      </body>
    </html>
  );
}
