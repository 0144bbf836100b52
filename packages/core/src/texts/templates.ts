// Part of TEXTS (../texts.ts); imports nothing, like the rest of the texts.
// ------------------------------------------------------------------ Template helpers
// The spec's texts with a placeholder. The fixed part of each is the spec's, exactly.

/** Discount badge on a product card, e.g. `discountBadge(20)` -> "20% OFF". */
export const discountBadge = (percent: number): string => `${percent}% OFF`;

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

/** Label of a price-range filter, e.g. "₹0 - ₹200". */
export const priceRangeLabel = (min: number, max: number): string => `₹${min} - ₹${max}`;

/** Item count next to a listing heading (ours), e.g. "1 item", "12 items". */
export const itemCount = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;

/** Header greeting for a signed-in user (ours), e.g. "Hi, Asha". */
export const greeting = (name: string): string => `Hi, ${name}`;

/** Search results heading on /product?search= (ours). */
export const searchResultsFor = (query: string): string => `Search results for "${query}"`;

/** GST line label with the merchant's configured rate, e.g. "GST (18%)" (deviation from the spec's fixed 10%). */
export const gstLabel = (ratePercent: number): string => `GST (${ratePercent}%)`;

/** Aria label of a hero-slider dot (ours). */
export const goToSlide = (index: number): string => `Go to slide ${index}`;

/** Wrong-OTP answer with the tries left (ours), e.g. "Invalid OTP. 4 attempt(s) left." */
export const otpAttemptsLeft = (left: number): string => `Invalid OTP. ${left} attempt(s) left.`;

/** OTP resend refused for now (ours), e.g. "Please wait 25 seconds before requesting another OTP." */
export const otpWait = (seconds: number): string =>
  `Please wait ${seconds} seconds before requesting another OTP.`;

/**
 * How long until a limit lifts, rounded up (ours): seconds under a minute, minutes under two hours,
 * else hours. E.g. `waitTime(40)` -> "40 seconds", `waitTime(841)` -> "15 minutes", `waitTime(86_000)` -> "24 hours".
 */
export const waitTime = (seconds: number): string => {
  const s = Math.max(1, Math.ceil(seconds));
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (s < 60) return unit(s, 'second');
  if (s < 2 * 60 * 60) return unit(Math.ceil(s / 60), 'minute');
  return unit(Math.ceil(s / 3600), 'hour');
};

/** Sign-in refused by the attempt limits, with the time left (ours), e.g. "Too many login attempts. Please try again in 15 minutes." */
export const tooManyLoginAttempts = (seconds: number): string =>
  `Too many login attempts. Please try again in ${waitTime(seconds)}.`;

/** A limited call refused, with the time left (ours), e.g. "Too many requests. Please try again in 3 minutes." */
export const tooManyRequestsFor = (seconds: number): string =>
  `Too many requests. Please try again in ${waitTime(seconds)}.`;

/** OTP e-mail body (ours). */
export const otpEmailText = (code: string, company: string, minutes: number): string =>
  `Your ${company} verification code is ${code}. It expires in ${minutes} minutes. If you did not ask for it, ignore this email.`;

/** Order refused for lack of stock (ours), e.g. "Sorry, Inline Skates is out of stock." */
export const outOfStockFor = (title: string): string => `Sorry, ${title} is out of stock.`;

/** Progress line of the three-step register and reset screens (ours), e.g. "Step 2 of 3". */
export const stepOf = (step: number, total: number): string => `Step ${step} of ${total}`;

/** Aria label of one OTP box (ours), e.g. "Digit 1 of 6". */
export const otpDigitLabel = (index: number, total: number): string => `Digit ${index} of ${total}`;

/** Shown when the quantity reaches the stock on hand (ours), e.g. "Only 12 in stock". */
export const onlyInStock = (count: number): string => `Only ${count} in stock`;
