/** development.ts in the standalone browser build, which is always a production build. */
export const DEVELOPMENT = false;
