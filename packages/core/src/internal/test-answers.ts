import { expect, it } from 'vitest';

/**
 * One test per input of a yes/no rule: `predicate` answers true for each of `cases.true` and false for
 * each of `cases.false`. Tests are named `${title} -> true|false`, `%s` standing for the input.
 */
export function itAnswers<T>(
  predicate: (input: T) => boolean,
  cases: { true: readonly T[]; false: readonly T[] },
  title = '%s',
): void {
  for (const answer of [true, false] as const) {
    it.each(cases[`${answer}`] as T[])(`${title} -> ${answer}`, (input) => {
      expect(predicate(input)).toBe(answer);
    });
  }
}

/** One test per row `[input, expected]`: `fn(input)` is `expected`. Tests are named `$input -> $expected`. */
export function itMaps<I, O>(fn: (input: I) => O, rows: ReadonlyArray<readonly [I, O]>): void {
  it.each(rows.map(([input, expected]) => ({ input, expected })))(
    '$input -> $expected',
    ({ input, expected }) => {
      expect(fn(input)).toBe(expected);
    },
  );
}
