import type { SkateSheet } from '../sheet';
import { contentSheet } from '../../content/content.css';
import { enquirySheet } from '../../enquiry/enquiry.css';
import { primitivesSheet } from '../primitives';

/** The sheets the content components ask the provider for (useSkateStyles). */
export const CONTENT_SHEETS: readonly SkateSheet[] = [primitivesSheet, enquirySheet, contentSheet];
