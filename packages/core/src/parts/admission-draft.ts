import { createAdmissionDraftStore } from '../stores/admission-draft';
import type { StorefrontPartFactories } from '../storefront';

/** Storefront part `admissionDraft`: The admission form draft, kept while a guest signs in. */
export const admissionDraftPart: NonNullable<StorefrontPartFactories['admissionDraft']> = ({ storage }) =>
  createAdmissionDraftStore({ storage });
