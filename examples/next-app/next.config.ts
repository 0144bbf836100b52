import type { NextConfig } from 'next';

/**
 * SkateKit in a Next.js App Router app. The packages are used as published (their dist/): the React
 * entries carry "use client", core runs in Server Components, the elements define nothing on the server.
 */
const config: NextConfig = {
  reactStrictMode: true,
  // The workspace root holds other lockfiles' apps; this app is traced from here.
  outputFileTracingRoot: new URL('../..', import.meta.url).pathname,
};

export default config;
