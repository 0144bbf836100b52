import { grouped, image, simple, variable } from './builders';
import type { MerchantSeed, SeedOptions } from './types';

/** ROLLR02's products: a small Pune skate shop, so tests can show merchants never see each other. */
export const rollr02Products = [
  simple({
    id: 'rl-quad-street-cruiser',
    title: 'Street Cruiser Quad Skates',
    sku: 'RL-QSC',
    category: 'skates',
    price: 3999,
    sale: 3499,
    stock: 6,
    age: 5,
    sold: 20,
    tags: ['Best Sellers'],
    short: 'Retro quad skates for cruising Pune’s lanes.',
  }),
  variable(
    {
      id: 'rl-inline-urban-90',
      title: 'Urban Inline Skates 90 mm',
      sku: 'RL-IU90',
      category: 'skates',
      price: 6999,
      sale: 6299,
      age: 8,
      sold: 11,
      short: 'Hard-boot urban skates with 90 mm wheels.',
    },
    [{ name: 'Size', terms: ['UK 7', 'UK 8'] }],
    [
      { attrs: { Size: 'UK 7' }, price: 6999, sale: 6299, stock: 3 },
      { attrs: { Size: 'UK 8' }, price: 6999, sale: 6299, stock: 2 },
    ],
  ),
  simple({
    id: 'rl-helmet-urban',
    title: 'Urban Skate Helmet',
    sku: 'RL-HU',
    category: 'gear',
    price: 1499,
    sale: 1299,
    stock: 'unlimited',
    age: 12,
    sold: 30,
    short: 'Matte helmet with a removable liner.',
  }),
  grouped(
    {
      id: 'rl-pads-combo',
      title: 'Rollr Pads Combo',
      sku: 'RL-PC',
      category: 'gear',
      price: 1599,
      sale: 1399,
      stock: 9,
      age: 3,
      sold: 7,
      short: 'Knee and elbow pads together.',
    },
    [
      { product_id: 'rl-helmet-urban', title: 'Urban Skate Helmet' },
      { product_id: 'rl-quad-street-cruiser', title: 'Street Cruiser Quad Skates' },
    ],
  ),
  simple({
    id: 'rl-course-weekend',
    title: 'Weekend Skating Lessons',
    sku: 'RL-C-WKD',
    category: 'courses',
    price: 2000,
    sale: 1800,
    stock: 'unlimited',
    age: 1,
    short: 'Saturday and Sunday lessons at Koregaon Park.',
  }),
].map((product, index) => ({ ...product, position: index + 1 }));

/** The second merchant: ROLLR02. Always on the sandbox provider. */
export function rollr02Seed(options: SeedOptions): MerchantSeed {
  const address = 'Rollr Skate Store, Lane 5, Koregaon Park, Pune 411001';
  return {
    merchant: { code: 'ROLLR02', name: 'Rollr Skate Store' },
    profile: {
      profilePic: image('brand', 'rollr02-logo'),
      orignal_logoname: 'rollr02-logo.svg',
      tag_line: 'Skates and lessons in Pune',
      email: 'hi@rollr.example',
      mobile: '9890054321',
    },
    settings: {
      buttons: [
        { button_id: 'addtocart', button_name: 'Add to Cart', default: false, status: 'Active' },
        { button_id: 'buynow', button_name: 'Buy Now', default: true, status: 'Active' },
      ],
      pay_buttons: [{ button_id: 'paynow', button_name: 'Pay now', default: true, status: 'Active' }],
      meta: {
        title: 'Rollr Skate Store, Pune',
        description: 'Skates, gear and weekend lessons in Pune.',
        keywords: 'skates Pune, skating lessons Pune',
        author: 'Rollr',
        icon: image('brand', 'rollr02-logo'),
        scripts: [],
      },
      help: { whatsapp_number: '9890054321', mobile: '9890054321' },
      payment_provider: 'sandbox',
      key_id: 'rzp_test_sandbox_rollr02',
      key_secret: 'sandbox_secret_rollr02_do_not_share',
      webhook_secret: 'sandbox_webhook_secret_rollr02',
      company_name: 'Rollr Skate Store',
      company_color: '#e4572e',
      delivery_percentage: 30,
      gst_rate: options.gstRate,
      google_address: address,
      latitude: 18.5362,
      longitude: 73.8939,
    },
    categories: [
      {
        category: 'skates',
        name: 'Skates',
        icon: image('categories', 'quad-skates'),
        status: 'Active',
        position: 1,
      },
      {
        category: 'gear',
        name: 'Gear',
        icon: image('categories', 'protective-gear'),
        status: 'Active',
        position: 2,
      },
      {
        category: 'courses',
        name: 'Lessons',
        icon: image('categories', 'courses'),
        status: 'Active',
        position: 3,
      },
    ],
    products: rollr02Products,
    newArrivals: [
      {
        category_name: 'New at Rollr',
        description: 'Just in.',
        product_ids: ['rl-pads-combo', 'rl-quad-street-cruiser'],
        position: 1,
      },
    ],
    sliders: [
      {
        offer_name: 'Weekend lessons',
        slider_name: 'Learn in Koregaon Park',
        description: 'Saturday and Sunday mornings.',
        image: image('sliders', 'rollr-lessons'),
        background_image: image('sliders', 'track-background'),
        price: 1800,
        cutOffPrice: 2000,
        product_id: 'rl-course-weekend',
        position: 1,
      },
    ],
    marquees: [{ heading: 'Rollr: free fitting on every skate', position: 1 }],
    offers: [
      {
        title: '5% off with ROLL5',
        description: 'On your first Rollr order.',
        image: image('offers', 'rollr-first'),
        link: '/equipments',
        position: 1,
      },
    ],
    offices: [
      {
        name: 'Rollr Store',
        address,
        type: 'Our Office',
        image: image('offices', 'rollr-store'),
        locationLink: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
        latitude: 18.5362,
        longitude: 73.8939,
        position: 1,
      },
    ],
    pincodes: [
      { pincode: '411001', status: 'Active', latitude: 18.5314, longitude: 73.8446 },
      { pincode: '411004', status: 'Active', latitude: 18.5167, longitude: 73.8415 },
      { pincode: '411038', status: 'Inactive', latitude: 18.5074, longitude: 73.8077 },
    ],
    deliveryBands: [
      { min_kilometer: 0, max_kilometer: 10, delivery_price: 60, status: 'Active' },
      { min_kilometer: 10, max_kilometer: 25, delivery_price: 120, status: 'Active' },
    ],
    freeDeliveryBands: [{ min_kilometer: 0, max_kilometer: 5, freedelivery_price: 1500, status: 'Active' }],
    coupons: [{ code: 'ROLL5', percentage_offer: 5, price_offer: 0, status: 'Active' }],
    classLevels: [{ class_level: 'Weekend beginners', status: 'Active', position: 1 }],
  };
}
