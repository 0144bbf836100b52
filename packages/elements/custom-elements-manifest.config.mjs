/**
 * Custom Elements Manifest (custom-elements.json) from the tags' JSDoc: `@attr`, `@prop`, `@event`,
 * `@csspart` and `@cssproperty` on each element class. Editors and Storybook-like tools read it.
 */

/**
 * Only the public API: the analyzer also lists `#private` fields and methods, and takes
 * `this.#node.className = ...` (a node inside the shadow root) for a `className` of the element.
 */
const publicMembersOnly = {
  name: 'skatekit-public-members-only',
  packageLinkPhase({ customElementsManifest }) {
    for (const module of customElementsManifest.modules ?? [])
      for (const declaration of module.declarations ?? []) {
        if (!declaration.members) continue;
        declaration.members = declaration.members.filter(
          (member) =>
            member.privacy !== 'private' &&
            !member.name.startsWith('#') &&
            !(member.name === 'className' && !member.description),
        );
      }
  },
};

/**
 * Every tag's class extends `createSkateElement(...)` (a call, so the analyzer writes a superclass
 * reference without the `name` the schema requires) or the internal `ElementBase` (a module outside
 * the manifest). Their public contract is HTMLElement's: the manifest says so, and passes the official
 * schema (build/manifest.test.ts validates it against custom-elements-manifest's schema.json).
 */
const htmlElementSuperclass = {
  name: 'skatekit-html-element-superclass',
  packageLinkPhase({ customElementsManifest }) {
    for (const module of customElementsManifest.modules ?? [])
      for (const declaration of module.declarations ?? [])
        if (declaration.kind === 'class' && declaration.superclass)
          declaration.superclass = { name: 'HTMLElement', package: 'global:' };
  },
};

export default {
  globs: ['src/skate-*.ts'],
  exclude: ['src/**/*.test.ts'],
  outdir: 'dist',
  litelement: false,
  dependencies: false,
  plugins: [publicMembersOnly, htmlElementSuperclass],
};
