/** Ladle: the stories of @skatekit/react (stories/), built to dist/ by `pnpm --filter @skatekit/catalogue build`. */
export default {
  stories: 'stories/**/*.stories.tsx',
  outDir: 'dist',
  viteConfig: 'vite.config.mjs',
  // The catalogue is a visual check: every story at phone and desktop widths from the toolbar.
  addons: {
    width: { enabled: true, options: { mobile: 375, tablet: 768, desktop: 1280 }, defaultState: 0 },
    a11y: { enabled: true },
  },
};
