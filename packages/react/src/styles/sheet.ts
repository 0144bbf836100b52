/**
 * One component stylesheet as `<SkateProvider>` injects it: `rank` is its place in the cascade
 * (the order of `skateCssParts`), so sheets added as components mount still cascade as in
 * `styles.css`, whatever mounted first. Each CSS module exports its own (`cartSheet`, ...), and each
 * area's list lives in a module of its own (styles/groups/), so a bundle - and each chunk of a split
 * one - carries only the CSS of the components in it.
 */
export interface SkateSheet {
  readonly id: string;
  readonly rank: number;
  readonly css: string;
}
