import { image } from '../builders';
import type { MerchantSeed, SeedOptions } from '../types';
import { courses } from './courses';
import { partsAndAccessories } from './parts-and-accessories';
import {
  SKATE01_OFFICE,
  skate01Categories,
  skate01ClassLevels,
  skate01Coupons,
  skate01DeliveryBands,
  skate01FreeDeliveryBands,
  skate01Marquees,
  skate01NewArrivals,
  skate01Offers,
  skate01Offices,
  skate01Pincodes,
  skate01Sliders,
} from './site';
import { skatesAndGear } from './skates-and-gear';

/** HSN codes the academy set for the tax invoice: roller and inline skates are 9506 70. */
const HSN_BY_CATEGORY: Record<string, string> = { 'inline-skates': '950670', 'quad-skates': '950670' };

/** The academy's products in listing order. */
export const skate01Products = [...skatesAndGear, ...partsAndAccessories, ...courses].map(
  (product, index) => ({
    ...product,
    hsn: HSN_BY_CATEGORY[product.category] ?? null,
    position: index + 1,
  }),
);

/** The academy: SKATE01. Payment keys from the environment switch it from the sandbox to Razorpay. */
export function skate01Seed(options: SeedOptions): MerchantSeed {
  const { keyId, keySecret, webhookSecret } = options.razorpay;
  const live = Boolean(keyId && keySecret);
  return {
    merchant: { code: 'SKATE01', name: 'SkateKit Roller Skating Academy' },
    profile: {
      profilePic: image('brand', 'skate01-logo'),
      orignal_logoname: 'skate01-logo.svg',
      tag_line: 'Roll with confidence - Mumbai’s roller skating academy',
      email: 'hello@skatekit.in',
      mobile: '9820012345',
    },
    settings: {
      buttons: [
        { button_id: 'getquote', button_name: 'Get Quote', default: false, status: 'Active' },
        { button_id: 'addtocart', button_name: 'Add to Cart', default: true, status: 'Active' },
        { button_id: 'buynow', button_name: 'Buy Now', default: false, status: 'Active' },
      ],
      pay_buttons: [
        { button_id: 'paymanual', button_name: 'Pay Manually', default: false, status: 'Inactive' },
        { button_id: 'paynow', button_name: 'Pay now', default: true, status: 'Active' },
        { button_id: 'payondelivery', button_name: 'Pay on delivery', default: true, status: 'Active' },
      ],
      meta: {
        title: 'SkateKit Roller Skating Academy | Malad, Goregaon & Andheri',
        description:
          'Roller skating courses for children and adults in Mumbai, and a shop for skates, helmets and protective gear.',
        keywords: 'roller skating, skating classes Mumbai, quad skates, inline skates, skating academy Malad',
        author: 'SkateKit Roller Skating Academy',
        icon: image('brand', 'favicon'),
        scripts: [],
      },
      help: {
        whatsapp_number: '9820012345',
        mobile: '9820012345',
        email: 'hello@skatekit-academy.in',
        social_links: [
          { name: 'Instagram', url: 'https://www.instagram.com/skatekit.academy' },
          { name: 'YouTube', url: 'https://www.youtube.com/@skatekitacademy' },
          { name: 'Facebook', url: 'https://www.facebook.com/skatekit.academy' },
        ],
      },
      payment_provider: live ? 'razorpay' : 'sandbox',
      key_id: live ? (keyId as string) : 'rzp_test_sandbox_skate01',
      key_secret: live ? (keySecret as string) : 'sandbox_secret_skate01_do_not_share',
      webhook_secret: webhookSecret ?? 'sandbox_webhook_secret_skate01',
      company_name: 'SkateKit Roller Skating Academy',
      company_color: '#0f6fec',
      delivery_percentage: 20,
      gst_rate: options.gstRate,
      // A demo GSTIN (Maharashtra, the academy's state): the invoice prints it as the supplier's.
      gst_number: '27AAKCS1234M1Z3',
      ...SKATE01_OFFICE,
    },
    categories: skate01Categories,
    products: skate01Products,
    newArrivals: skate01NewArrivals,
    sliders: skate01Sliders,
    marquees: skate01Marquees,
    offers: skate01Offers,
    offices: skate01Offices,
    pincodes: skate01Pincodes,
    deliveryBands: skate01DeliveryBands,
    freeDeliveryBands: skate01FreeDeliveryBands,
    coupons: skate01Coupons,
    classLevels: skate01ClassLevels,
  };
}
