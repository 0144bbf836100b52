/**
 * JSX typings for React 19 users: `import type {} from '@skatekit/elements/jsx'` (once, anywhere in
 * the app) and `<skate-catalogue sort="popular" />` type-checks. React 19 sets a custom element's
 * known properties (`productId`, `label`, ...) as properties and anything else (`product-id`,
 * `merchant-code`) as attributes; `onskate-add-to-cart={...}` adds an event listener.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { SkateJsxAttributes } from './jsx-attributes';
import type { SkateElementTagNameMap } from './types';

export type { SkateJsxAttributes } from './jsx-attributes';

/** Props of one `<skate-*>` tag in JSX: HTML attributes, its property twins and kebab-case attributes. */
export type SkateJsxProps<E extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E> &
  Partial<Omit<E, keyof HTMLElement>> & { [attribute: `${string}-${string}`]: unknown };

/** Every `<skate-*>` tag as a JSX intrinsic element: its element's props and its manifest attributes. */
export type SkateIntrinsicElements = {
  [K in keyof SkateElementTagNameMap]: SkateJsxProps<SkateElementTagNameMap[K]> & SkateJsxAttributes[K];
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends SkateIntrinsicElements {}
  }
}
