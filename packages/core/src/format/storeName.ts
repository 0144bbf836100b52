/**
 * The store's name as customers read it: the site title up to its first separator, so an SEO title
 * such as "SkateKit Roller Skating Academy | Malad, Goregaon & Andheri" names the store
 * "SkateKit Roller Skating Academy". Empty when there is no title.
 * @example storeName('SkateKit Roller Skating Academy | Malad') // "SkateKit Roller Skating Academy"
 */
export function storeName(title: string | null | undefined): string {
  return (title ?? '').split(/\s+[|–—-]\s+/)[0].trim();
}
