import { type AdmissionDraftState, admissionDraftPart, type Storefront } from '@skatekit/core';
import type { StoreApi } from 'zustand/vanilla';

/** The storefront's admission draft, its part provided first (only the admission form reads it). */
export function admissionDraftOf(storefront: Storefront): StoreApi<AdmissionDraftState> {
  return storefront.provide({ admissionDraft: admissionDraftPart }).admissionDraft;
}
