import type { EnquiryBodyInput, LeadBodyInput } from '../schemas/leads';
import { EnquiryResponse, LeadResponse } from '../schemas/leads';
import { type PushTokenBody, PushTokenResponse } from '../schemas/push';
import { path, type Transport } from '../http';
import type { ReviewBodyInput } from '../schemas/reviews';
import { MessageResponse } from '../schemas/shared';

/** Contact-form leads. */
export function leadsApi(t: Transport) {
  return {
    /** POST /leads; `property_id` defaults to the merchant code. Success is the 2xx itself. */
    create: (body: Omit<LeadBodyInput, 'property_id'> & { property_id?: string }) =>
      t.request(LeadResponse, {
        method: 'POST',
        path: '/leads',
        body: { ...body, property_id: body.property_id || t.merchantCode },
      }),
  };
}

/** Enquiry form (second host). */
export function enquiriesApi(t: Transport) {
  return {
    /** POST /inquiry on the enquiry host; the e-mail goes in `email` (not `school`, a deliberate deviation). */
    create: (body: EnquiryBodyInput) =>
      t.request(EnquiryResponse, {
        method: 'POST',
        path: '/inquiry',
        body,
        host: 'enquiry',
        // The spec's path carries no merchant; the reference server reads it from here (an extension).
        query: { main_id: t.merchantCode },
      }),
  };
}

/** Push notification registration. */
export function pushApi(t: Transport) {
  return {
    /** POST /firebase/register-token. */
    registerToken: (body: PushTokenBody) =>
      t.request(PushTokenResponse, { method: 'POST', path: '/firebase/register-token', body }),
  };
}

/** A shopper's product review (SkateKit, spec deviation 54): its own area, so listings never load it. */
export function reviewsApi(t: Transport) {
  return {
    /** POST /grouped-product/review/{id} (signed in): the rating and text, pending approval. */
    create: (id: string, body: ReviewBodyInput) =>
      t.request(MessageResponse, { method: 'POST', path: path`/grouped-product/review/${id}`, body }),
  };
}
