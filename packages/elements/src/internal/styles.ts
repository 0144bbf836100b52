import { tokensCss } from '@skatekit/react/styles';

/** Reads the `--skate-*` design tokens (name, default) declared on the first plain `.skate-root` rule. */
export function tokenDeclarations(css: string): Array<[name: string, value: string]> {
  const block = /(?:^|[}\s])\.skate-root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const tokens: Array<[string, string]> = [];
  for (const match of block.matchAll(/(--skate-[\w-]+)\s*:\s*([^;]+);/g))
    tokens.push([match[1], match[2].trim()]);
  return tokens;
}

const privateName = (token: string) => token.replace(/^--skate-/, '--_skate-');

/**
 * Host rules of every element. Inherited page styles are reset at the host (`all: initial` leaves
 * custom properties alone), so the page's fonts and colours do not leak in.
 *
 * Theming: the component CSS declares its tokens on `.skate-root` with defaults, and a declaration
 * there would shadow anything inherited from the page. So each token's page value (inherited, or set
 * on the tag) or else its default is captured on the host under a private name, and `.skate-root`
 * takes it from there. A page therefore themes with the documented names:
 * `skate-catalogue { --skate-color-primary: teal }` or on any ancestor.
 */
export function hostCss(css: string = tokensCss): string {
  const tokens = tokenDeclarations(css);
  const names = new Set(tokens.map(([name]) => name));
  // A default that refers to another token must read that token's captured value, not the host's.
  const capture = (value: string) =>
    value.replace(/var\(\s*(--skate-[\w-]+)/g, (whole, name: string) =>
      names.has(name) ? `var(${privateName(name)}` : whole,
    );
  // Written minified: these strings ship in every page's first chunk.
  const captured = tokens.map(([name, value]) => `${privateName(name)}:var(${name},${capture(value)});`);
  const applied = tokens.map(([name]) => `${name}:var(${privateName(name)});`);
  return `:host{all:initial;display:block;${captured.join('')}}:host([hidden]){display:none!important}:host .skate-root{${applied.join('')}}.skate-element-mount{display:contents}`;
}

let base: string | undefined;

/**
 * The component CSS sizes in `rem`, which follows the host page's root through a shadow root: a
 * theme's `html { font-size: 62.5% }` would shrink every tag. In a shadow tree each `N rem` becomes
 * `N × --skate-font-size` as the host captured it (16px unless the page sets it), so sizes follow the
 * tag, never the page's root. Rewritten here, once per sheet, so the shipped CSS stays as short as it was.
 * @example hostRem('h2 { font-size: 1.5rem }') // 'h2 { font-size: calc(1.5*var(--_skate-font-size)) }'
 */
export const hostRem = (css: string): string =>
  css.replace(/(\d*\.?\d+)rem\b/g, 'calc($1*var(--_skate-font-size))');

/**
 * The stylesheets of one element's shadow root, in cascade order: the host rules and the design
 * tokens (shared by every element), then the component sheets its views use (each tag lists only
 * its own, e.g. `<skate-cart-button>` none), then its own CSS; every `rem` counted from the host
 * ({@link hostRem}).
 */
export function shadowCss(sheets: readonly string[] = []): string[] {
  base ??= hostRem(hostCss(tokensCss) + tokensCss);
  return [base, ...sheets.map(hostRem)];
}

const canAdopt = (root: ShadowRoot): boolean => {
  const win = root.ownerDocument.defaultView;
  return (
    !!win &&
    'adoptedStyleSheets' in win.ShadowRoot.prototype &&
    typeof win.CSSStyleSheet === 'function' &&
    'replaceSync' in win.CSSStyleSheet.prototype
  );
};

// Constructed sheets belong to one document; every element of that document shares one parse.
const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

function sharedSheet(doc: Document, css: string): CSSStyleSheet {
  let byText = sheets.get(doc);
  if (!byText) {
    byText = new Map();
    sheets.set(doc, byText);
  }
  let sheet = byText.get(css);
  if (!sheet) {
    const Sheet = doc.defaultView!.CSSStyleSheet;
    sheet = new Sheet();
    sheet.replaceSync(css);
    byText.set(css, sheet);
  }
  return sheet;
}

/**
 * Puts stylesheets (in cascade order) into a shadow root: constructable stylesheets, each parsed once
 * per page and shared by every element, where the browser has them; else `<style>` elements at the
 * start of the root.
 */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  if (canAdopt(root)) {
    const wanted = cssTexts.map((css) => sharedSheet(root.ownerDocument, css));
    root.adoptedStyleSheets = [
      ...root.adoptedStyleSheets.filter((sheet) => !wanted.includes(sheet)),
      ...wanted,
    ];
    return;
  }
  const styles = cssTexts.map((css) => {
    const style = root.ownerDocument.createElement('style');
    style.setAttribute('data-skatekit', '');
    style.textContent = css;
    return style;
  });
  root.prepend(...styles);
}
