// Part of TEXTS (../texts.ts); imports nothing, like the rest of the texts.
// ------------------------------------------------------------------ Template helpers of the screens
// The templates of the product, cart, checkout, order, contact and sign-in screens, apart from
// templates.ts (the listing's): a bundler keeps a module whole in one chunk, so a listing page carries
// only its own few. The fixed part of each is the spec's, exactly.

/** Variation chooser title, e.g. "Inline Skates - Choose a Variation". */
export const chooseVariationTitle = (title: string): string => `${title} - Choose a Variation`;

/** Pincode check success line, e.g. "Delivery available to 400097". */
export const deliveryAvailableTo = (pincode: string): string => `Delivery available to ${pincode}`;

/** Pincode check failure line, e.g. "Sorry, delivery is not available to 110001". */
export const deliveryNotAvailableTo = (pincode: string): string =>
  `Sorry, delivery is not available to ${pincode}`;

/** Estimated delivery line under a successful pincode check (ours), e.g. "Estimated delivery by 8 Jan 2025". */
export const estimatedDeliveryBy = (date: string): string => `Estimated delivery by ${date}`;

/** Order list delivery line for a delivered order, e.g. "Delivered on 8 Jan 2025". */
export const deliveredOn = (date: string): string => `Delivered on ${date}`;

/** Order list estimate window (ours), e.g. "Expected delivery: 8 Jan 2025 - 12 Jan 2025". */
export const deliveryWindow = (from: string, to: string): string => `Expected delivery: ${from} - ${to}`;

/**
 * Message counter under the contact form's message, e.g. `charCounter(12)` -> "12/500".
 * 500 is MESSAGE_MAX; it is repeated here because this file may not import constants.ts
 * (see the header) - a test keeps the two equal.
 */
export const charCounter = (length: number, max = 500): string => `${length}/${max}`;

/** GST line label with the merchant's configured rate, e.g. "GST (18%)" (deviation from the spec's fixed 10%). */
export const gstLabel = (ratePercent: number): string => `GST (${ratePercent}%)`;

/** Progress line of the three-step register and reset screens (ours), e.g. "Step 2 of 3". */
export const stepOf = (step: number, total: number): string => `Step ${step} of ${total}`;

/** Aria label of one OTP box (ours), e.g. "Digit 1 of 6". */
export const otpDigitLabel = (index: number, total: number): string => `Digit ${index} of ${total}`;

/** Shown when the quantity reaches the stock on hand (ours), e.g. "Only 12 in stock". */
export const onlyInStock = (count: number): string => `Only ${count} in stock`;
