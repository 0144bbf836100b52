/** An SVG child element of a 24x24 icon: its tag and attributes. */
export type IconShape = readonly [tag: 'circle' | 'path', attributes: Readonly<Record<string, string>>];

/**
 * The cart icon's shapes, drawn by `<CartIcon>` and by the React-free `<skate-cart-button>` of
 * @skatekit/elements, so both show the same cart.
 */
export const CART_ICON_SHAPES: readonly IconShape[] = [
  ['circle', { cx: '9', cy: '21', r: '1' }],
  ['circle', { cx: '20', cy: '21', r: '1' }],
  ['path', { d: 'M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6' }],
];
