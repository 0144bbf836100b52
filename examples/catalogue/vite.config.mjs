// Ladle brings its own Vite; this only adds what the catalogue needs. `source` first: the workspace
// packages resolve to their TypeScript sources, so the catalogue needs no build of them.
export default {
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  server: { fs: { allow: ['../..'] } },
};
