import type { SkateSheet } from '../sheet';
import { enquirySheet } from '../../enquiry/enquiry.css';
import { cartSheet } from '../cart';
import { catalogueSheet } from '../catalogue';
import { checkoutSheet } from '../checkout';
import { primitivesSheet } from '../primitives';

/** The sheets the cart components ask the provider for (useSkateStyles). */
export const CART_SHEETS: readonly SkateSheet[] = [
  primitivesSheet,
  catalogueSheet,
  cartSheet,
  checkoutSheet,
  enquirySheet,
];
