/**
 * Custom Elements Manifest (custom-elements.json) from the tags' JSDoc: `@attr`, `@prop`, `@event`,
 * `@csspart` and `@cssproperty` on each element class. Editors and Storybook-like tools read it.
 */
export default {
  globs: ['src/skate-*.ts'],
  exclude: ['src/**/*.test.ts'],
  outdir: 'dist',
  litelement: false,
  dependencies: false,
};
