import type { Meta } from '@skatekit/core/schemas';
import { useEffect } from 'react';
import { useImageUrl } from '../hooks/useImageUrl';
import { useSettings } from '../hooks/useStores';

/** Marks the head elements SkateKit created, so it updates its own and never a host's duplicates. */
const OWNED = 'data-skatekit';

function upsertMeta(doc: Document, name: string, content: string): void {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = doc.createElement('meta');
    element.name = name;
    element.setAttribute(OWNED, '');
    doc.head.appendChild(element);
  }
  element.content = content;
}

function upsertIcon(doc: Document, href: string): void {
  let element = doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!element) {
    element = doc.createElement('link');
    element.rel = 'icon';
    element.setAttribute(OWNED, '');
    doc.head.appendChild(element);
  }
  element.href = href;
}

/**
 * Applies the merchant's site metadata (GET /meta/{merchant}) to `document.head`: title, description,
 * keywords, author and icon; empty values leave the host's own tags alone. The `scripts` of the
 * metadata are deliberately NOT executed (deviation): running script addresses from an API response
 * would let whoever controls that data run code on every page; a host that wants them adds them itself.
 */
export function applySiteMeta(
  meta: Meta,
  resolveIcon: (path: string) => string | undefined,
  doc: Document = document,
): void {
  if (meta.title) doc.title = meta.title;
  if (meta.description) upsertMeta(doc, 'description', meta.description);
  if (meta.keywords) upsertMeta(doc, 'keywords', meta.keywords);
  if (meta.author) upsertMeta(doc, 'author', meta.author);
  const icon = meta.icon ? resolveIcon(meta.icon) : undefined;
  if (icon) upsertIcon(doc, icon);
}

/** Loads the site settings and applies their metadata to the document head whenever it changes. */
export function useSiteMeta(): void {
  const meta = useSettings((state) => state.meta);
  const loadSettings = useSettings((state) => state.loadSettings);
  const resolve = useImageUrl();
  useEffect(() => {
    void loadSettings();
  }, [loadSettings]);
  useEffect(() => {
    if (meta && typeof document !== 'undefined') applySiteMeta(meta, resolve);
  }, [meta, resolve]);
}
