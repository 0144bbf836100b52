import { Product as ProductSchema } from '@skatekit/core/schemas';
/** Spec-shaped backend records for component tests (raw JSON, as the commerce API sends them). */

let seq = 0;
const nextId = () => `p${++seq}`;

export type Raw = Record<string, unknown>;

/** A Simple product in stock. */
export function simpleProduct(overrides: Raw = {}): Raw {
  const id = (overrides.product_id as string) ?? nextId();
  return {
    _id: `m-${id}`,
    product_id: id,
    title: `Skate ${id}`,
    sku: `SKU-${id}`,
    status: 'Active',
    category: 'equipment',
    categorytype: [],
    product_type: 'Simple',
    originalPrice: 1000,
    discountPrice: 800,
    image: `uploads/${id}.jpg`,
    gallery: [],
    short_description: 'Short text',
    description: '<p>Long text</p>',
    key_features: [],
    specifications: [],
    variation: [],
    attribute: [],
    grouped_product: [],
    downloadable_files: [],
    stock: '10',
    totalStock: 10,
    totalSold: 0,
    createdAt: '2024-01-01T00:00:00.000Z',
    delivery_days: 3,
    reviews: [],
    ...overrides,
  };
}

/** A Variable Product with two sizes (the second out of stock unless overridden). */
export function variableProduct(overrides: Raw = {}): Raw {
  const id = (overrides.product_id as string) ?? nextId();
  return simpleProduct({
    product_id: id,
    title: `Inline ${id}`,
    product_type: 'Variable Product',
    originalPrice: 0,
    discountPrice: 0,
    attribute: [
      {
        name: 'Size',
        slug: 'size',
        selectedTerms: [
          { id: 's7', name: '7' },
          { id: 's8', name: '8' },
        ],
      },
    ],
    variation: [
      {
        sku: `${id}-7`,
        price: 2000,
        salePrice: 1500,
        stock: '5',
        imageUrl: 'uploads/v7.jpg',
        galleryImages: [],
        attributes: { Size: '7' },
      },
      {
        sku: `${id}-8`,
        price: 2200,
        salePrice: 0,
        stock: '0',
        imageUrl: '',
        galleryImages: [],
        attributes: { Size: '8' },
      },
    ],
    ...overrides,
  });
}

/** A Grouped Product (package) of two items. */
export function groupedProduct(overrides: Raw = {}): Raw {
  const id = (overrides.product_id as string) ?? nextId();
  return simpleProduct({
    product_id: id,
    title: `Starter Kit ${id}`,
    product_type: 'Grouped Product',
    grouped_product: [
      { product_id: 'g1', image: 'uploads/helmet.jpg', title: 'Helmet' },
      { product_id: 'g2', image: 'uploads/pads.jpg', title: 'Knee Pads' },
    ],
    ...overrides,
  });
}

/** The merchant's cart-button settings with `id` as the default one. */
export function buttons(defaultId: 'getquote' | 'addtocart' | 'buynow' | null): Raw {
  return {
    data: ['getquote', 'addtocart', 'buynow'].map((button_id) => ({
      button_id,
      default: button_id === defaultId,
    })),
  };
}

export function category(name: string, position = 1, overrides: Raw = {}): Raw {
  return {
    category: name.toLowerCase(),
    name,
    icon: `https://cdn.test/${name}.png`,
    status: 'Active',
    position,
    ...overrides,
  };
}

/** A signed-in user: the stored records and the routes start-up checks them with. */
export function signedIn(user: Raw = {}) {
  const record = {
    user_id: 'u1',
    full_name: 'Asha Rao',
    name: 'Asha',
    email: 'asha@example.com',
    mobile: '9876543210',
    ...user,
  };
  return {
    user: record,
    stored: { user: record, tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' } },
    routes: {
      [`GET /registeruser/single/${record.user_id}`]: { data: { ...record, user_gstNo: '' }, message: '' },
      [`GET /cart/${record.user_id}`]: { data: [], isError: false },
    } as Record<string, unknown>,
  };
}

/** A raw record parsed with core's wire schema, as components receive it from the api client. */
export const asProduct = (raw: Raw) => ProductSchema.parse(raw);

/** A stored cart line (guest cart / server cart shape). */
export function cartLine(overrides: Raw = {}): Raw {
  const id = (overrides.product_id as string) ?? 'c1';
  return {
    product_id: id,
    product_sku: `SKU-${id}`,
    product_name: `Line ${id}`,
    product_price: 1000,
    product_saleprice: 800,
    product_stockstatus: '10',
    product_status: 'Active',
    product_image: `uploads/${id}.jpg`,
    product_gallery: [],
    category: 'equipment',
    product_type: 'Simple',
    variation_attributes: {},
    typeofsimple: '',
    user_id: '',
    user_name: '',
    delivery_days: 3,
    main_id: 'ACAD1',
    quantity: 1,
    ...overrides,
  };
}

/** A bare guest cart line: sku, name and prices only (what the badge and the counts read). */
export const guestLine = (sku: string): Raw => ({
  product_id: sku,
  product_sku: sku,
  product_name: sku,
  product_price: 10,
  product_saleprice: 9,
});

/** A saved address: Home, 12 Link Road, Mumbai 400097, the default shipping one. */
export function address(overrides: Raw = {}): Raw {
  return {
    id: 'a1',
    location_user: 'Home',
    new_address: '12 Link Road',
    city: 'Mumbai',
    area: 'Malad',
    pincode: '400097',
    defaultaddressS: true,
    defaultaddressB: false,
    ...overrides,
  };
}
