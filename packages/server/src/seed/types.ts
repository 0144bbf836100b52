import type {
  categories,
  classLevels,
  coupons,
  deliveryBands,
  freeDeliveryBands,
  marquees,
  merchantSettings,
  merchants,
  newArrivalGroups,
  offers,
  offices,
  pincodes,
  products,
  sliders,
  storeProfiles,
} from '../db/schema';

type Row<T extends { $inferInsert: unknown }> = Omit<T['$inferInsert'], 'main_id'>;

export type ProductSeed = Row<typeof products> & { product_id: string };

/** Everything the seed writes for one merchant; `main_id` is filled in from `merchant.code`. */
export interface MerchantSeed {
  merchant: typeof merchants.$inferInsert;
  profile: Row<typeof storeProfiles>;
  settings: Row<typeof merchantSettings>;
  categories: Row<typeof categories>[];
  products: ProductSeed[];
  newArrivals: Row<typeof newArrivalGroups>[];
  sliders: Row<typeof sliders>[];
  marquees: Row<typeof marquees>[];
  offers: Row<typeof offers>[];
  offices: Row<typeof offices>[];
  pincodes: Row<typeof pincodes>[];
  deliveryBands: Row<typeof deliveryBands>[];
  freeDeliveryBands: Row<typeof freeDeliveryBands>[];
  coupons: Row<typeof coupons>[];
  classLevels: Row<typeof classLevels>[];
}

/** What the seed takes from the server configuration. */
export interface SeedOptions {
  gstRate: number;
  razorpay: { keyId?: string; keySecret?: string; webhookSecret?: string };
}
