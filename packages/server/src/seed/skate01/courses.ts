import { simple } from '../builders';
import type { ProductSeed } from '../types';

const course = (c: Parameters<typeof simple>[0]): ProductSeed => ({
  ...simple({ ...c, category: 'courses', deliveryDays: 0 }),
});

/** Courses: products in category `courses` (the shop lists them on /course, never among equipment). */
export const courses: ProductSeed[] = [
  course({
    id: 'sk-course-beginner-quad',
    title: 'Beginner Quad Skating - 8 Weeks',
    sku: 'SK-C-BQ8',
    category: 'courses',
    price: 3500,
    sale: 3000,
    stock: 'unlimited',
    age: 10,
    sold: 312,
    tags: ['Best Sellers'],
    short: 'Two sessions a week for ages 4 and up: balance, stride, stopping and safe falls.',
    features: ['16 coached sessions', 'Batch of at most 12', 'Progress card at the end'],
    specs: [
      ['Duration', '8 weeks'],
      ['Sessions', 'Tue & Thu, 5-6 pm'],
      ['Age', '4+'],
    ],
  }),
  course({
    id: 'sk-course-intermediate-skills',
    title: 'Intermediate Skills - 12 Weeks',
    sku: 'SK-C-IS12',
    category: 'courses',
    price: 4500,
    sale: 4000,
    stock: 'unlimited',
    age: 14,
    sold: 154,
    short: 'Crossovers, backward skating, spins and T-stops for students who finished Beginner.',
    specs: [
      ['Duration', '12 weeks'],
      ['Sessions', 'Mon, Wed & Fri, 6-7 pm'],
    ],
  }),
  course({
    id: 'sk-course-inline-fitness',
    title: 'Inline Fitness Programme',
    sku: 'SK-C-IFP',
    category: 'courses',
    price: 4000,
    sale: 3600,
    stock: 'unlimited',
    age: 16,
    sold: 64,
    short: 'Early-morning inline sessions for adults: endurance, technique and group rides.',
  }),
  course({
    id: 'sk-course-speed-racing',
    title: 'Speed Racing Squad',
    sku: 'SK-C-SRS',
    category: 'courses',
    price: 6000,
    sale: 5500,
    stock: 'unlimited',
    age: 19,
    sold: 38,
    tags: ['Trending'],
    short: 'Competition training for district and state speed-skating championships.',
  }),
  course({
    id: 'sk-course-summer-camp',
    title: 'Summer Camp - 4 Weeks',
    sku: 'SK-C-SC4',
    category: 'courses',
    price: 2500,
    sale: 2200,
    stock: 40,
    age: 2,
    sold: 120,
    tags: ['Trending'],
    short: 'Daily morning camp in the summer holidays, limited seats.',
  }),
];
