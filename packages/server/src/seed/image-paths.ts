import { demoSeeds } from './index';

/** Every relative image path the demo data names (products, galleries, categories, sliders...). */
export function seedImagePaths(): string[] {
  const paths = new Set<string>();
  const add = (value: string | null | undefined) => {
    if (value?.startsWith('/uploads/')) paths.add(value);
  };
  for (const seed of demoSeeds({ gstRate: 18, razorpay: {} })) {
    add(seed.profile.profilePic);
    add(seed.settings.meta?.icon);
    for (const p of seed.products) {
      add(p.image);
      for (const path of p.gallery ?? []) add(path);
      for (const v of p.variation ?? []) {
        add(v.imageUrl);
        for (const path of v.galleryImages) add(path);
      }
      for (const g of p.grouped_product ?? []) add(g.image);
    }
    for (const c of seed.categories) add(c.icon);
    for (const s of seed.sliders) {
      add(s.image);
      add(s.background_image);
    }
    for (const o of seed.offers) add(o.image);
    for (const o of seed.offices) add(o.image);
  }
  return [...paths].sort();
}
