/**
 * The merchant's replacements, by the English text they replace. Filled by `setTexts` (overrides.ts);
 * read through {@link textLabel}. Kept apart from `TEXTS` so a reader of one label does not carry the
 * whole table: the standalone browser build writes each `TEXTS.KEY` read as `textLabel("English")`.
 */
// No prototype: a text such as "constructor" finds nothing inherited.
export const TEXTS_BY_ENGLISH: Record<string, string | undefined> = Object.create(null);

/**
 * What the page shows for an English text of core: the merchant's override (or language pack) when
 * one was set, else the text itself. Texts that are also values (the pay methods, the popular tabs)
 * keep their English value in `TEXTS` and are shown through this.
 * @example textLabel(TEXTS.PAY_NOW) // 'अभी भुगतान करें' with the Hindi pack
 */
export function textLabel(english: string): string {
  return TEXTS_BY_ENGLISH[english] ?? english;
}
