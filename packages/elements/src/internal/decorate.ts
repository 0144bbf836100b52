import { resolveRoute } from './navigation';

/**
 * The `::part()` names every element exposes, and the component classes they stand for. The React
 * components carry classes, not `part` attributes, so the element adds the parts itself; these names
 * are the public, stable styling API (class names are not).
 */
export const COMMON_PARTS = {
  root: '.skate-root',
  page: '.skate-page',
  heading: '.skate-page-title',
  card: '.skate-card, .skate-product-card',
  'product-card': '.skate-product-card',
  button: '.skate-btn',
  'button-primary': '.skate-btn--primary',
  'button-accent': '.skate-btn--accent',
  'button-outline': '.skate-btn--outline',
  label: '.skate-label',
  input: '.skate-input, .skate-select, .skate-textarea',
  badge: '.skate-badge, .skate-cart-badge',
  modal: '.skate-modal',
  'modal-backdrop': '.skate-modal-backdrop',
} as const satisfies Record<string, string>;

/** Part names mapped to the selectors of what they stand for. */
export type PartMap = Readonly<Record<string, string>>;

// The route behind each link we re-addressed, and the href we gave it: an href that differs from
// ours came from a render and names a new route.
const mappedLinks = new WeakMap<Element, { route: string; href: string }>();

/** Sets the element's `part` names from the map; the attribute is the element's alone (components never set it). */
function setParts(element: Element, parts: PartMap): void {
  const names = Object.entries(parts)
    .filter(([, selector]) => element.matches(selector))
    .map(([name]) => name)
    .join(' ');
  if ((element.getAttribute('part') ?? '') === names) return;
  if (names) element.setAttribute('part', names);
  else element.removeAttribute('part');
}

function mapHref(anchor: Element, baseUrl: string | undefined): void {
  const href = anchor.getAttribute('href');
  if (href === null) return;
  const known = mappedLinks.get(anchor);
  const route = known && known.href === href ? known.route : href;
  if (!route.startsWith('/') || route.startsWith('//')) {
    mappedLinks.delete(anchor);
    return;
  }
  const target = resolveRoute(route, baseUrl);
  mappedLinks.set(anchor, { route, href: target });
  if (href !== target) anchor.setAttribute('href', target);
}

function visitOne(element: Element, parts: PartMap, baseUrl: string | undefined): void {
  setParts(element, parts);
  if (element.localName === 'a') mapHref(element, baseUrl);
}

function decorateTree(root: ParentNode, parts: PartMap, baseUrl: string | undefined): void {
  const selector = Object.values(parts).join(', ');
  const visit = (element: Element) => visitOne(element, parts, baseUrl);
  if (root instanceof Element) visit(root);
  root.querySelectorAll(`${selector}, a[href]`).forEach(visit);
}

/**
 * Keeps an element's shadow tree decorated while React renders into it: `part` names on the
 * component surfaces, and, with a base URL, link addresses mapped onto the host site (so opening a
 * link in a new tab lands on the same page a click would).
 */
export function decorateShadowTree(
  root: ShadowRoot,
  parts: PartMap,
  getBaseUrl: () => string | undefined,
): { refresh(): void; stop(): void } {
  decorateTree(root, parts, getBaseUrl());
  const observer = new (root.ownerDocument.defaultView ?? window).MutationObserver((records) => {
    const baseUrl = getBaseUrl();
    for (const record of records) {
      if (record.type === 'attributes') visitOne(record.target as Element, parts, baseUrl);
      else
        for (const node of record.addedNodes)
          if (node.nodeType === 1) decorateTree(node as Element, parts, baseUrl);
    }
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class', 'href'],
  });
  return { refresh: () => decorateTree(root, parts, getBaseUrl()), stop: () => observer.disconnect() };
}
