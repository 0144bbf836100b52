import type { SkateTag } from '../tags';

/** Loads (and registers) one tag's code. */
export type TagLoader = () => Promise<unknown>;

export interface WatchOptions {
  /** The tags to watch for and how to load each. */
  loaders: Partial<Record<SkateTag | (string & {}), TagLoader>>;
  /** Where to look: the document (default) or a shadow root / element of the host app. */
  root?: Document | ShadowRoot | Element;
  /** Where tags are registered; a tag already defined there is not loaded again. */
  registry?: CustomElementRegistry;
  /**
   * Other tags of the family that need no loading (`skate-config`); any other `skate-*` tag gets one
   * console warning naming the known tags (a misspelled tag would otherwise stay undefined in silence).
   */
  known?: readonly string[];
}

export interface TagWatcher {
  /** Tags whose code was requested, in order. */
  readonly requested: readonly string[];
  /** Resolves when every requested load so far has settled. */
  settled(): Promise<void>;
  /** Stops watching (loads already started go on). */
  stop(): void;
}

/**
 * Loads each tag's code the first time the tag appears under `root`: a scan now, then a
 * MutationObserver for tags added later. Tags that never appear are never fetched.
 */
export function watchForTags({
  loaders,
  root = document,
  registry = customElements,
  known = [],
}: WatchOptions): TagWatcher {
  const tags = Object.keys(loaders);
  const selector = tags.join(', ');
  const requested: string[] = [];
  const pending: Promise<unknown>[] = [];
  const family = new Set([...tags, ...known]);
  const warned = new Set<string>();

  const check = (element: Element) => {
    const tag = element.localName;
    if (!tag.startsWith('skate-') || family.has(tag) || warned.has(tag) || registry.get(tag)) return;
    warned.add(tag);
    console.warn(`[skatekit] <${tag}> is not a SkateKit tag. Known tags: ${[...family].sort().join(', ')}.`);
  };

  const load = (tag: string) => {
    if (requested.includes(tag) || registry.get(tag)) return;
    requested.push(tag);
    const loader = loaders[tag];
    if (!loader) return;
    pending.push(
      loader().catch((error: unknown) => {
        console.error(`[skatekit] could not load <${tag}>`, error);
      }),
    );
  };

  const scan = (node: Element | Document | ShadowRoot) => {
    if (node instanceof Element) {
      if (tags.includes(node.localName)) load(node.localName);
      check(node);
    }
    for (const element of node.querySelectorAll(selector)) load(element.localName);
    for (const element of node.querySelectorAll('*')) check(element);
  };

  scan(root);
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node.nodeType === 1) scan(node as Element);
  });
  observer.observe(root, { childList: true, subtree: true });

  return {
    requested,
    settled: async () => {
      let seen = -1;
      // Loads can start while earlier ones settle; wait until no new one appeared.
      while (seen !== pending.length) {
        seen = pending.length;
        await Promise.allSettled(pending);
      }
    },
    stop: () => observer.disconnect(),
  };
}
