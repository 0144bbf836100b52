import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX } from './constants';
import {
  TEXT_PARTS,
  TEXTS,
  charCounter,
  chooseVariationTitle,
  deliveredOn,
  deliveryAvailableTo,
  deliveryNotAvailableTo,
  deliveryWindow,
  discountBadge,
  estimatedDeliveryBy,
  gstLabel,
  itemCount,
  priceRangeLabel,
} from './texts';

/**
 * The must-have texts of /work/shared/spec/texts.txt (one a line; a template's fixed part only).
 * Copied here so the test runs anywhere; when the spec file is present it must still match.
 */
const MUST_HAVE = [
  '% OFF',
  'Discover the latest trends with our stylish new collection.',
  'Show More Products',
  'Limited Time Offer!',
  'Claim Your Offer',
  'Discover Our Categories',
  'Handpicked selections to elevate your lifestyle',
  'Popular Products',
  'New Arrivals',
  'Best Sellers',
  'Trending',
  'All Products',
  ' - Choose a Variation',
  'Select Package',
  'View Details',
  'Out of Stock',
  'Add to Cart',
  'Buy Now',
  'Get Quote',
  'Recommended',
  'Newest First',
  'Price High to Low',
  'Price Low to High',
  'Best Selling',
  'Price: Low to High',
  'Price: High to Low',
  'Newest Arrivals',
  'Key Features',
  'Specifications',
  'Please enter a valid pincode',
  'Delivery available to',
  'Sorry, delivery is not available to',
  'Please enter a valid 10-digit mobile number.',
  'Shipping not available for this pincode',
  'Please select an address before saving.',
  'Please enter a coupon code',
  'Your cart is empty!',
  'Product already in cart',
  'Are you sure you want to delete this address?',
  'Failed to load New Arrivals',
  'Failed to load products',
  'Something went wrong',
  'Added to cart',
  'Product added to cart',
  'Failed to load slider data',
  'Failed to fetch cart',
  'Error fetching cart',
  'Failed to remove product',
  'Invalid coupon',
  'Error checking coupon',
  'Address not found',
  'Failed to save address',
  'Error saving address',
  'Failed to delete address.',
  'An error occurred while deleting.',
  'An error occurred while setting default address',
  'Failed to create Razorpay order',
  'Error during checkout',
  'Sorry, we do not deliver to this pincode.',
  'Request sent. Our team will contact you shortly.',
  'Advance Paid',
  'Remaining Amount',
  'Our Courses',
  'Select from our courses',
  'Register now',
  'Having trouble in sign in?',
  'OTP Verification',
  'Track Order',
  'Order Placed',
  'Dispatch',
  'Out for delivery',
  'Delivered',
  'Download Invoice',
  'Get In Touch',
  'Send Message',
  'Sending...',
  'Enquiry Form',
  'Proceed to Checkout',
  'Our Office/Centers',
  'View Directions',
  'Explore Our Courses',
  'Join Now',
  'Delivered on',
  'Delivery estimate not available',
  'Order Processing',
  'Password must be at least 6 characters long',
  'Invalid email address',
  'Please enter all 6 digits of OTP',
  'Please enter a valid email address',
  'Password must be at least 6 characters.',
  'Passwords do not match.',
  'This field is required',
  'Aadhar number is required',
  'Aadhar must be exactly 12 digits',
  'Aadhar must be exactly 12 digits (numbers only)',
  'You must agree to the Rules & Regulations.',
  'You must agree to proceed',
  'Thank you for contacting!',
  'Something went wrong. Please try again.',
  'Enquiry Sent',
  'Login successful!',
  'OTP sent successfully!',
  'OTP sent to your email.',
  'OTP verified successfully!',
  'Registration successful!',
  'Password reset successfully!',
  'Error sending OTP',
  'Error verifying OTP',
  'Error resetting password',
  'Admission form submitted successfully!',
  'Submission failed. Please try again.',
  'No admission records found',
  'No products found',
  'No products found in this order',
  'Loading products...',
  'Malad (E)',
  'Goregoan (W)',
  'Malad (W)',
  'Andheri',
  'Mission',
  'Vision',
  'Core Values',
  'Privacy Policy',
  'Refund Policy',
  'Rules & Regulations',
  'trained athletes',
  'championships',
];

const values = new Set<string>(Object.values(TEXTS));
const templateOutputs = [
  discountBadge(20),
  chooseVariationTitle('Quad Skates'),
  deliveryAvailableTo('400097'),
  deliveryNotAvailableTo('110001'),
  deliveredOn('6 Jan 2024'),
];

describe('texts', () => {
  it.each(MUST_HAVE)('has "%s" exactly', (text) => {
    const asValue = values.has(text);
    const inTemplate = templateOutputs.some((output) => output.includes(text));
    expect(asValue || inTemplate).toBe(true);
  });

  const specFile = '/work/shared/spec/texts.txt';
  it.skipIf(!existsSync(specFile))("the list above is the spec file's list", () => {
    const fromSpec = readFileSync(specFile, 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(MUST_HAVE).toEqual(fromSpec);
  });

  it.each([
    { out: discountBadge(15), expected: '15% OFF' },
    { out: chooseVariationTitle('Inline Skates'), expected: 'Inline Skates - Choose a Variation' },
    { out: deliveryAvailableTo('400097'), expected: 'Delivery available to 400097' },
    { out: deliveryNotAvailableTo('110001'), expected: 'Sorry, delivery is not available to 110001' },
    { out: deliveredOn('8 Jan 2025'), expected: 'Delivered on 8 Jan 2025' },
    { out: estimatedDeliveryBy('8 Jan 2025'), expected: 'Estimated delivery by 8 Jan 2025' },
    {
      out: deliveryWindow('8 Jan 2025', '12 Jan 2025'),
      expected: 'Expected delivery: 8 Jan 2025 - 12 Jan 2025',
    },
    { out: charCounter(0), expected: '0/500' },
    { out: charCounter(MESSAGE_MAX), expected: `${MESSAGE_MAX}/${MESSAGE_MAX}` },
    { out: priceRangeLabel(0, 200), expected: '₹0 - ₹200' },
    { out: itemCount(1), expected: '1 item' },
    { out: itemCount(12), expected: '12 items' },
    { out: gstLabel(18), expected: 'GST (18%)' },
  ])('template gives "$expected"', ({ out, expected }) => {
    expect(out).toBe(expected);
  });

  it('has no empty or padded text', () => {
    for (const [key, value] of Object.entries(TEXTS)) {
      expect(value.trim(), key).toBe(value);
      expect(value.length, key).toBeGreaterThan(0);
    }
  });
});

describe('the parts of TEXTS', () => {
  it('never share a key, so no text silently replaces another', () => {
    const keys = Object.values(TEXT_PARTS).flatMap((part) => Object.keys(part));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(TEXTS)).toHaveLength(keys.length);
  });
});
