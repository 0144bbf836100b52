/**
 * Whether this is a development build: `process.env.NODE_ENV` as the page's bundler writes it; without
 * a bundler that defines it, `process` does not exist: production. The standalone browser build
 * (vite.cdn.config.ts) resolves this module to development.production.ts, so its development notice
 * and the code behind it drop out.
 */
export const DEVELOPMENT: boolean = (() => {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
})();
