import type { StoryDefault } from '@ladle/react';
import { categoryOptions, initialShopState } from '@skatekit/core/rules';
import { Category as CategorySchema, type Product } from '@skatekit/core/schemas';
import {
  CategoryPage,
  EquipmentsPage,
  GroupedPackageModal,
  ProductCard,
  ProductCardSkeleton,
  ProductListing,
  SearchResultsPage,
  ShopFilters,
  ShopPage,
  VariationChooser,
} from '@skatekit/react/catalogue';
import { asProduct, category } from '../../../packages/react/src/test/fixtures';
import { products } from './fake-api';
import { Skate } from './Skate';
import { apiStories, inShop } from './states';

export default { title: 'Catalogue' } satisfies StoryDefault;

const [quad, helmet, inline, kit, pads] = products.map(asProduct) as Product[];
const noop = () => {};
const categories = [category('Skates', 1), category('Helmets', 2), category('Wheels', 3)];

const cards = (list: Product[]) => (
  <Skate>
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 16 }}>
      {list.map((product) => (
        <ProductCard key={product.product_id} product={product} button="addtocart" onAction={noop} />
      ))}
    </div>
  </Skate>
);

export const Cards = () => cards([quad, helmet, inline, kit, pads]);
export const CardsMobile = () => cards([quad, inline]);
CardsMobile.meta = { width: 375 };
export const CardBusy = inShop(
  <div style={{ maxWidth: 260 }}>
    <ProductCard product={quad} button="buynow" busy="buy-now" onAction={noop} />
  </div>,
);
export const CardQuoteButton = inShop(
  <div style={{ maxWidth: 260 }}>
    <ProductCard product={helmet} button="getquote" onAction={noop} />
  </div>,
);
export const CardSkeleton = inShop(
  <div style={{ maxWidth: 260 }}>
    <ProductCardSkeleton />
  </div>,
);

export const Listing = inShop(<ProductListing heading="Equipments" products={[quad, helmet, inline, kit]} />);
export const ListingLoading = inShop(<ProductListing heading="Equipments" products={undefined} loading />);
export const ListingEmpty = inShop(<ProductListing heading="Equipments" products={[]} />);

const shop = apiStories(ShopPage);
export const Shop = shop.Default;
export const ShopLoading = shop.Loading;
export const ShopEmpty = shop.Empty;
export const ShopError = shop.Error;
export const ShopMobile = shop.Mobile;
ShopMobile.meta = { width: 375 };

const equipments = apiStories(EquipmentsPage);
export const Equipments = equipments.Default;
export const EquipmentsLoading = equipments.Loading;
export const EquipmentsMobile = equipments.Mobile;
EquipmentsMobile.meta = { width: 375 };

const search = apiStories(() => <SearchResultsPage search="skates" />);
export const SearchResults = search.Default;
export const SearchResultsEmpty = search.Empty;

const categoryPage = apiStories(() => <CategoryPage category="helmets" />);
export const Category = categoryPage.Default;
export const CategoryEmpty = categoryPage.Empty;

export const Filters = inShop(
  <ShopFilters
    filters={{ ...initialShopState.filters, categories: ['helmets'] }}
    categories={categoryOptions(categories.map((raw) => CategorySchema.parse(raw)))}
    onChange={noop}
  />,
);

export const ChooseVariation = inShop(
  <VariationChooser product={inline} button="addtocart" onClose={noop} onChoose={noop} />,
);
export const ChooseVariationMobile = inShop(
  <VariationChooser product={inline} button="addtocart" onClose={noop} onChoose={noop} />,
);
ChooseVariationMobile.meta = { width: 375 };

export const GroupedPackage = inShop(<GroupedPackageModal product={kit} onClose={noop} onSelect={noop} />);
