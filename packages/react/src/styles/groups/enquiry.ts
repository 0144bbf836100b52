import type { SkateSheet } from '../sheet';
import { contentSheet } from '../../content/content.css';
import { enquirySheet } from '../../enquiry/enquiry.css';
import { primitivesSheet } from '../primitives';

/** The sheets the enquiry components ask the provider for (useSkateStyles). */
export const ENQUIRY_SHEETS: readonly SkateSheet[] = [primitivesSheet, enquirySheet, contentSheet];
