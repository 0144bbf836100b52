import { FAKE_MAPS_PLACES, fakePlaceName } from '../../providers/geocoder/fake-geocoding';
import { image } from '../builders';
import type { MerchantSeed } from '../types';

/** Office coordinates (Malad East): the origin of every delivery distance. */
export const SKATE01_OFFICE = {
  google_address: 'SkateKit Roller Skating Academy, 12 Kurar Village Road, Malad East, Mumbai 400097',
  latitude: 19.1869,
  longitude: 72.861,
} as const;

export const skate01Categories: MerchantSeed['categories'] = [
  ['quad-skates', 'Quad Skates'],
  ['inline-skates', 'Inline Skates'],
  ['protective-gear', 'Protective Gear'],
  ['helmets', 'Helmets'],
  ['wheels', 'Wheels'],
  ['bearings', 'Bearings'],
  ['bags', 'Bags'],
  ['accessories', 'Accessories'],
  ['courses', 'Courses'],
].map(([category, name], index) => ({
  category,
  name,
  icon: image('categories', category),
  status: 'Active',
  position: index + 1,
}));
// One Inactive category (no products shown under it) to prove the filter; its position sorts it first.
skate01Categories.push({
  category: 'speed-skates',
  name: 'Speed Skates',
  icon: image('categories', 'speed-skates'),
  status: 'Inactive',
  position: 0,
});

export const skate01NewArrivals: MerchantSeed['newArrivals'] = [
  {
    category_name: 'Fresh on the Rink',
    description: 'The newest skates and gear in the academy shop.',
    product_ids: [
      'sk-acc-academy-tshirt',
      'sk-inline-freestyle-slalom',
      'sk-quad-junior-adjustable',
      'sk-acc-slalom-cones',
      'sk-inline-kids-adjustable',
      'sk-wheels-led-light-up',
      'sk-kit-beginner-starter',
      'sk-quad-artistic-boot',
      'sk-speed-frame-preview',
    ],
    position: 1,
  },
  {
    category_name: 'Stay Protected',
    description: 'Helmets and pads our coaches trust.',
    product_ids: ['sk-gear-3in1-set', 'sk-helmet-pro-certified', 'sk-gear-knee-pads', 'sk-helmet-led'],
    position: 2,
  },
  {
    category_name: 'Upgrade Your Ride',
    description: 'Wheels and bearings for faster, smoother rolling.',
    product_ids: [
      'sk-wheels-inline-80',
      'sk-bearings-ceramic',
      'sk-wheels-quad-outdoor',
      'sk-bearings-abec7',
    ],
    position: 3,
  },
];

export const skate01Sliders: MerchantSeed['sliders'] = [
  {
    offer_name: 'Admissions open',
    slider_name: 'Learn to skate this season',
    description: 'Beginner batches for ages 4 and up at four centres across Malad, Goregaon and Andheri.',
    image: image('sliders', 'admissions-open'),
    background_image: image('sliders', 'rink-background'),
    price: 3000,
    cutOffPrice: 3500,
    product_id: 'sk-course-beginner-quad',
    position: 1,
  },
  {
    offer_name: 'Flat 20% off',
    slider_name: 'Fitness Inline Skates',
    description: 'Soft boots, 80 mm wheels, ABEC-7 bearings.',
    image: image('sliders', 'fitness-inline'),
    background_image: image('sliders', 'promenade-background'),
    price: 4799,
    cutOffPrice: 5499,
    product_id: 'sk-inline-fitness-80',
    position: 2,
  },
  {
    offer_name: 'Coming soon',
    slider_name: 'Speed frames for the racing squad',
    description: 'Pre-orders open at the academy office.',
    image: image('sliders', 'speed-frames'),
    background_image: image('sliders', 'track-background'),
    price: 8999,
    cutOffPrice: 9999,
    // Linked to an Inactive product: the slider is served without it.
    product_id: 'sk-speed-frame-preview',
    position: 3,
  },
];

export const skate01Marquees: MerchantSeed['marquees'] = [
  'Free delivery within 10 km on orders above ₹2,000',
  'Use code SKATE10 for 10% off your first order',
  'Summer camp seats filling fast - enrol today',
  'Safety gear is mandatory at every session',
].map((heading, index) => ({ heading, position: index + 1 }));

export const skate01Offers: MerchantSeed['offers'] = [
  {
    title: '10% off your first order',
    description: 'Apply coupon SKATE10 at checkout.',
    image: image('offers', 'first-order'),
    link: '/equipments',
    position: 1,
  },
  {
    title: '₹200 off protective gear',
    description: 'Coupon FLAT200 on any order.',
    image: image('offers', 'protective-gear'),
    link: '/category-detail/protective-gear',
    position: 2,
  },
  {
    title: 'Summer camp early bird',
    description: 'Enrol before 15 April and save ₹300.',
    image: image('offers', 'summer-camp'),
    link: '/course',
    position: 3,
  },
];

const mapsSearch = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

const office = (
  name: string,
  address: string,
  type: 'Our Office' | 'Center',
  slug: string,
  latitude: number,
  longitude: number,
) => ({
  name,
  address,
  type,
  image: image('offices', slug),
  locationLink: mapsSearch(address),
  latitude,
  longitude,
});

export const skate01Offices: MerchantSeed['offices'] = [
  office(
    'SkateKit Academy Office',
    SKATE01_OFFICE.google_address,
    'Our Office',
    'office-malad-east',
    19.1869,
    72.861,
  ),
  office(
    "St. Anne's Church Campus Rink",
    "St. Anne's Church Campus, Orlem, Malad West, Mumbai 400064",
    'Center',
    'centre-church-malad-west',
    19.1931,
    72.8397,
  ),
  office(
    'Shree Ram Mandir Grounds',
    'Shree Ram Mandir Grounds, MG Road, Goregaon West, Mumbai 400104',
    'Center',
    'centre-temple-goregaon-west',
    19.1646,
    72.8466,
  ),
  office(
    'Lokhandwala Sports Club Rink',
    'Lokhandwala Sports Club, Lokhandwala Complex, Andheri West, Mumbai 400053',
    'Center',
    'centre-club-andheri',
    19.1413,
    72.8258,
  ),
  office(
    'Vidya Mandir School Ground',
    'Vidya Mandir School, Pathanwadi, Malad East, Mumbai 400097',
    'Center',
    'centre-school-malad-east',
    19.1776,
    72.8688,
  ),
].map((row, index) => ({ ...row, position: index + 1 }));

/**
 * The pincodes the academy delivers to (and two it does not), with the place and approximate centre the
 * maps service gives each (its local fake knows these: providers/geocoder/fake-geocoding.ts).
 */
const INACTIVE_PINCODES = ['400001', '400614'];
/** Known to the maps fake but not delivered to yet: the console's "Find place" adds them. */
const NOT_LISTED = ['400066', '400068'];
export const skate01Pincodes: MerchantSeed['pincodes'] = FAKE_MAPS_PLACES.filter(
  ([pincode]) => !NOT_LISTED.includes(pincode),
).map(([pincode, locality, city, latitude, longitude]) => ({
  pincode,
  place: fakePlaceName(pincode, locality, city),
  latitude,
  longitude,
  status: INACTIVE_PINCODES.includes(pincode) ? 'Inactive' : 'Active',
}));

export const skate01DeliveryBands: MerchantSeed['deliveryBands'] = [
  { min_kilometer: 0, max_kilometer: 5, delivery_price: 50, status: 'Active' },
  { min_kilometer: 5, max_kilometer: 15, delivery_price: 100, status: 'Active' },
  { min_kilometer: 15, max_kilometer: 40, delivery_price: 200, status: 'Active' },
];

export const skate01FreeDeliveryBands: MerchantSeed['freeDeliveryBands'] = [
  { min_kilometer: 0, max_kilometer: 10, freedelivery_price: 2000, status: 'Active' },
];

export const skate01Coupons: MerchantSeed['coupons'] = [
  // "10% off your first order" (the offers say so): once per customer, and only before any other order.
  {
    code: 'SKATE10',
    percentage_offer: 10,
    price_offer: 0,
    status: 'Active',
    one_per_user: true,
    first_order_only: true,
  },
  { code: 'FLAT200', percentage_offer: 0, price_offer: 200, status: 'Active' },
  { code: 'OLDRINK50', percentage_offer: 50, price_offer: 0, status: 'Inactive' },
  {
    code: 'MONSOON15',
    percentage_offer: 15,
    price_offer: 0,
    status: 'Active',
    expires_at: new Date(Date.UTC(2024, 8, 30, 18, 29)),
  },
];

export const skate01ClassLevels: MerchantSeed['classLevels'] = [
  ['Beginner', 'Active'],
  ['Intermediate', 'Active'],
  ['Advanced', 'Active'],
  ['Competition', 'Active'],
  ['Tiny Tots (paused)', 'Inactive'],
].map(([class_level, status], index) => ({ class_level, status, position: index + 1 }));
