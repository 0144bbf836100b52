import * as z from 'zod/mini';
import {
  jsonList,
  jsonObject,
  listEnvelope,
  mongoId,
  num,
  optNum,
  optStr,
  recordEnvelope,
  str,
  textList,
  textRecord,
} from './shared';

/** One purchasable variant of a Variable Product. `stock` is text like the product's ("5", "Out of Stock"). */
export const Variation = /* @__PURE__ */ z.object({
  _id: mongoId(),
  sku: str(),
  price: num(),
  salePrice: num(),
  stock: str(),
  imageUrl: str(),
  galleryImages: textList(),
  attributes: textRecord(),
});
/** One purchasable variant of a Variable Product. */
export type Variation = z.output<typeof Variation>;

/** A term chosen for an attribute, e.g. size 7. */
export const AttributeTerm = /* @__PURE__ */ z.object({ id: str(), name: str() });
/** A term chosen for an attribute. */
export type AttributeTerm = z.output<typeof AttributeTerm>;

/** A product attribute (size, colour...) with the terms this product offers. */
export const Attribute = /* @__PURE__ */ z.object({
  _id: mongoId(),
  name: str(),
  slug: str(),
  selectedTerms: jsonList(AttributeTerm),
});
/** A product attribute with the terms this product offers. */
export type Attribute = z.output<typeof Attribute>;

/** A label/value row of the Specifications tab. */
export const Specification = /* @__PURE__ */ z.object({ label: str(), value: str() });
/** A label/value row of the Specifications tab. */
export type Specification = z.output<typeof Specification>;

/** An item inside a Grouped Product's package. */
export const GroupedItem = /* @__PURE__ */ z.object({
  _id: mongoId(),
  product_id: optStr(),
  image: str(),
  title: str(),
});
/** An item inside a Grouped Product's package. */
export type GroupedItem = z.output<typeof GroupedItem>;

/** A downloadable file of a product (manual, certificate...). */
export const DownloadableFile = /* @__PURE__ */ z.object({ name: str(), url: str() });
/** A downloadable file of a product. */
export type DownloadableFile = z.output<typeof DownloadableFile>;

/** A customer review shown on the product page; `rating` (1-5) is SkateKit's, on stored reviews (deviation). */
export const Review = /* @__PURE__ */ z.object({ user: str(), comment: str(), rating: optNum() });
/** A customer review shown on the product page. */
export type Review = z.output<typeof Review>;

/**
 * A catalogue product. `stock` is text: "Unlimited Stock", "Out of Stock" or a count as text; `totalStock`
 * and `totalSold` are numbers. List fields may arrive as JSON text.
 */
export const Product = /* @__PURE__ */ z.object({
  _id: mongoId(),
  product_id: str(),
  title: str(),
  sku: str(),
  status: str(),
  category: str(),
  categorytype: textList(),
  product_type: str(),
  originalPrice: num(),
  discountPrice: num(),
  image: str(),
  gallery: textList(),
  short_description: str(),
  description: str(),
  key_features: textList(),
  specifications: jsonList(Specification),
  variation: jsonList(Variation),
  attribute: jsonList(Attribute),
  grouped_product: jsonList(GroupedItem),
  downloadable_files: jsonList(DownloadableFile),
  stock: str(),
  totalStock: num(),
  totalSold: num(),
  createdAt: str(),
  delivery_days: num(),
  /** HSN/SAC code for the tax invoice; absent or '' when the merchant set none. Extension. */
  hsn: optStr(),
  weight: str(),
  width: str(),
  height: str(),
  length: str(),
  reviews: jsonList(Review),
});
/** A catalogue product. */
export type Product = z.output<typeof Product>;

/** A New Arrivals slider: a heading, a description and its products (possibly JSON text). */
export const NewArrivalGroup = /* @__PURE__ */ z.object({
  _id: mongoId(),
  category_name: str(),
  description: str(),
  product: jsonList(Product),
});
/** A New Arrivals slider. */
export type NewArrivalGroup = z.output<typeof NewArrivalGroup>;

/** A Limited Time Offer card. */
export const Offer = /* @__PURE__ */ z.object({
  _id: mongoId(),
  image: str(),
  title: str(),
  description: str(),
  link: str(),
});
/** A Limited Time Offer card. */
export type Offer = z.output<typeof Offer>;

/** A category card; `category` is the name used in /category-detail/{category}, `icon` a full address. */
export const Category = /* @__PURE__ */ z.object({
  _id: mongoId(),
  category: str(),
  name: str(),
  icon: str(),
  status: str(),
  position: num(),
});
/** A category card. */
export type Category = z.output<typeof Category>;

/** A hero slide; `product` is the linked product or null. */
export const Slider = /* @__PURE__ */ z.object({
  _id: mongoId(),
  offer_name: str(),
  slider_name: str(),
  description: str(),
  image: str(),
  price: num(),
  cutOffPrice: num(),
  background_image: str(),
  product: jsonObject(Product),
});
/** A hero slide. */
export type Slider = z.output<typeof Slider>;

/** A promo text of the header marquee. */
export const Marquee = /* @__PURE__ */ z.object({ _id: mongoId(), heading: str() });
/** A promo text of the header marquee. */
export type Marquee = z.output<typeof Marquee>;

/** The store's logo and tag line (`orignal_logoname` is the backend's spelling). */
export const StoreProfile = /* @__PURE__ */ z.object({
  profilePic: str(),
  orignal_logoname: str(),
  tag_line: str(),
});
/** The store's logo and tag line. */
export type StoreProfile = z.output<typeof StoreProfile>;

/** GET /newarrival/all/{store} -> `{ data: NewArrivalGroup[] }`. */
export const NewArrivalsResponse = /* @__PURE__ */ listEnvelope('data', NewArrivalGroup);
/** GET /grouped-product/single/{id} -> `{ data: Product }` (null data: not found). */
export const ProductResponse = /* @__PURE__ */ recordEnvelope('data', Product);
/**
 * GET /grouped-product/search-all-products/{store} -> `{ data: Product[] }`. SkateKit's server adds
 * (extension, docs/api.md) `total` (matches of the whole query) and `next_cursor` (keyset cursor of
 * the next page) to paged and filtered answers; a backend without the extension sends neither.
 */
export const ProductsResponse = /* @__PURE__ */ listEnvelope('data', Product, {
  total: z.catch(z.optional(z.number().check(z.int(), z.nonnegative())), undefined),
  next_cursor: z.catch(z.optional(z.string()), undefined),
});
/** GET /grouped-product/suggestions/{store}?q= (extension) -> `{ data: string[] }`: at most 8 titles. */
export const SuggestionsResponse = /* @__PURE__ */ listEnvelope('data', z.string(), {
  /** Extension: `ids[i]` is the product_id of `data[i]`, so a suggestion opens its product. */
  ids: z.optional(jsonList(z.string())),
});
/** GET /offer/all/{store} -> `{ data: Offer[] }`. */
export const OffersResponse = /* @__PURE__ */ listEnvelope('data', Offer);
/** GET /category/getdata/category/{store} -> `{ data: Category[] }`. */
export const CategoriesResponse = /* @__PURE__ */ listEnvelope('data', Category);
/** GET /slider/all/{store} -> `{ data: Slider[] }`. */
export const SlidersResponse = /* @__PURE__ */ listEnvelope('data', Slider);
/** GET /marquee/all/{store} -> `{ data: Marquee[] }`. */
export const MarqueeResponse = /* @__PURE__ */ listEnvelope('data', Marquee);
/** GET /register/single/{store} -> `{ users: StoreProfile }` (the spec reads the profile "from users"). */
export const StoreProfileResponse = /* @__PURE__ */ recordEnvelope('users', StoreProfile);
