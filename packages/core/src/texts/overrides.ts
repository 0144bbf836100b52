import { TEXTS, type TextKey } from '../texts';
import { TEXTS_BY_ENGLISH } from './live';

/** A merchant's replacements for texts of {@link TEXTS}, by key; keys left out stay English. */
export type TextOverrides = Partial<Record<TextKey, string>>;

/**
 * Texts that are also values: the server stores them (the pay method, the address type, gender and
 * centre of a form) or the code compares them (the popular tabs, the account and product tabs).
 * Their override changes what is shown (through `textLabel`), never the value in `TEXTS`.
 */
export const VALUE_TEXT_KEYS: ReadonlySet<string> = new Set<TextKey>([
  'PAY_NOW',
  'PAY_ON_DELIVERY',
  'ADDRESS_TYPE_HOME',
  'ADDRESS_TYPE_OFFICE',
  'ADDRESS_TYPE_OTHERS',
  'GENDER_MALE',
  'GENDER_FEMALE',
  'GENDER_OTHER',
  'CENTER_MALAD_E',
  'CENTER_GOREGOAN_W',
  'CENTER_MALAD_W',
  'CENTER_ANDHERI',
  'OFFICE_TYPE_OFFICE',
  'OFFICE_TYPE_CENTER',
  'TAB_ALL_PRODUCTS',
  'TAB_NEW_ARRIVALS',
  'TAB_BEST_SELLERS',
  'TAB_TRENDING',
  'TAB_ORDERS',
  'TAB_ADDRESS',
  'TAB_HELP',
  'TAB_ADMISSION',
  'TAB_DESCRIPTION',
  'TAB_SPECIFICATIONS',
  'TAB_KEY_FEATURES',
  'TAB_REVIEWS',
]);

// The English texts, as shipped: what a key returns to when an override is dropped.
const ENGLISH: Readonly<Record<string, string>> = { ...TEXTS };
const LIVE = TEXTS as Record<string, string>;

/** Result of {@link checkTextOverrides}: the overrides, or the message naming what is wrong. */
export type TextOverridesCheck = { ok: true; value: TextOverrides } | { ok: false; message: string };

/**
 * Checks a merchant's overrides: an object whose keys are keys of `TEXTS` and whose values are
 * non-empty strings. The message names every unknown key, so a typo is found at once.
 */
export function checkTextOverrides(value: unknown): TextOverridesCheck {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, message: 'SkateKit texts: expected an object of text keys and strings.' };
  const unknown: string[] = [];
  const notText: string[] = [];
  for (const [key, text] of Object.entries(value)) {
    if (!Object.hasOwn(ENGLISH, key)) unknown.push(key);
    else if (typeof text !== 'string' || text.trim() === '') notText.push(key);
  }
  if (unknown.length > 0)
    return {
      ok: false,
      message: `SkateKit texts: unknown key${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (the keys are those of TEXTS in @skatekit/core/texts).`,
    };
  if (notText.length > 0)
    return { ok: false, message: `SkateKit texts: ${notText.join(', ')} must be non-empty text.` };
  return { ok: true, value: value as TextOverrides };
}

let applied = '{}';
let version = 0;

/**
 * Sets the page's texts: each key of `overrides` replaces its English text, every other key returns to
 * English (a second call replaces the first, it does not add to it). Numbers, prices and dates keep
 * their `en-IN` format. Unknown keys are left out; check them first with {@link checkTextOverrides}.
 * Components read texts when they render: render again after a change (the provider and the elements do).
 * @returns the texts' version, which changes whenever what is shown changes
 * @example setTexts({ ...HI_TEXTS, ADD_TO_CART: 'कार्ट में डालें' })
 */
export function setTexts(overrides: TextOverrides): number {
  const next = JSON.stringify(overrides);
  if (next === applied) return version;
  applied = next;
  version += 1;
  for (const key of Object.keys(TEXTS_BY_ENGLISH)) delete TEXTS_BY_ENGLISH[key];
  for (const [key, english] of Object.entries(ENGLISH)) {
    const text = Object.hasOwn(overrides, key) ? overrides[key as TextKey] : undefined;
    const shown = typeof text === 'string' && text !== '' ? text : english;
    if (shown !== english) TEXTS_BY_ENGLISH[english] = shown;
    if (!VALUE_TEXT_KEYS.has(key)) LIVE[key] = shown;
  }
  return version;
}

/** The texts' version: 0 until {@link setTexts} first changes them, then one more per change. */
export function textsVersion(): number {
  return version;
}
