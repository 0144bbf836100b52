// Part of TEXTS (../texts.ts); imports nothing, like the rest of the texts.
// ------------------------------------------------------------------ Template helpers
// The spec's texts with a placeholder. The fixed part of each is the spec's, exactly.

/** Discount badge on a product card, e.g. `discountBadge(20)` -> "20% OFF". */
export const discountBadge = (percent: number): string => `${percent}% OFF`;

/** Label of a price-range filter, e.g. "₹0 - ₹200". */
export const priceRangeLabel = (min: number, max: number): string => `₹${min} - ₹${max}`;

/** Item count next to a listing heading (ours), e.g. "1 item", "12 items". */
export const itemCount = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;

/** Header greeting for a signed-in user (ours), e.g. "Hi, Asha". */
export const greeting = (name: string): string => `Hi, ${name}`;

/** Search results heading on /product?search= (ours). */
export const searchResultsFor = (query: string): string => `Search results for "${query}"`;

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
