import { COURSE_CATEGORY, STATUS_ACTIVE } from '../constants';
import { toNumber, toText } from '../format/coerce';
import type { CategoryLike, ProductLike } from '../shapes';

/** True when a record's status is Active - the only records the storefront shows. */
export function isActive(record: { status?: string | null } | null | undefined): boolean {
  return toText(record?.status) === STATUS_ACTIVE;
}

/** True for a course: a product of the category `courses`. */
export function isCourse(product: Pick<ProductLike, 'category'>): boolean {
  return toText(product.category).toLowerCase() === COURSE_CATEGORY;
}

/** Products for general listings: Active, courses excluded. */
export function generalListing<T extends ProductLike>(products: readonly T[]): T[] {
  return products.filter((product) => isActive(product) && !isCourse(product));
}

/** The course list of /course: Active products of the category `courses`. */
export function courseList<T extends ProductLike>(products: readonly T[]): T[] {
  return products.filter((product) => isActive(product) && isCourse(product));
}

/** Products of one category (the /category-detail/{category} page): Active, category matched case-insensitively. */
export function productsInCategory<T extends ProductLike>(products: readonly T[], category: string): T[] {
  const wanted = category.trim().toLowerCase();
  return products.filter((product) => isActive(product) && toText(product.category).toLowerCase() === wanted);
}

/** Hero slides with their product dropped (set to null) when that product is not Active. */
export function activeSliders<T extends { product?: ProductLike | null }>(
  sliders: readonly T[],
): (Omit<T, 'product'> & { product: T['product'] | null })[] {
  return sliders.map((slider) => ({ ...slider, product: isActive(slider.product) ? slider.product : null }));
}

/** Categories to show: Active ones, by ascending position (ties keep their order). */
export function activeCategories<T extends CategoryLike>(categories: readonly T[]): T[] {
  return categories.filter(isActive).sort((a, b) => toNumber(a.position) - toNumber(b.position));
}

/** One entry of the shop's category filter. */
export interface CategoryOption {
  /** What products carry in `category`. */
  value: string;
  label: string;
}

/**
 * The shop's category filter, built from the merchant's real categories (deviation: the spec's
 * fixed perfume list belongs to another shop). Courses are left out, as they are of the shop.
 */
export function categoryOptions(categories: readonly CategoryLike[]): CategoryOption[] {
  return activeCategories(categories)
    .map((category) => ({
      value: toText(category.category) || toText(category.name),
      label: toText(category.name) || toText(category.category),
    }))
    .filter((option) => option.value !== '' && option.value.toLowerCase() !== COURSE_CATEGORY);
}
