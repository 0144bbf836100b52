import { SkateError } from '@skatekit/core';
import { checkTextOverrides, setTexts, type TextOverrides, textsVersion } from '@skatekit/core/texts';
import { useEffect, useMemo } from 'react';
import { isDevelopment } from './ConfigProblem';

/**
 * Sets the page's texts from the provider's `texts` prop before its children render (they read
 * `TEXTS` as they render); a new object re-renders them in the new texts. Unknown keys throw in
 * development (a typo must not pass silently) and are reported and left out in production.
 * Without the prop, the page keeps whatever texts were set.
 * @returns the texts' version
 */
export function useTextOverrides(texts: TextOverrides | undefined): number {
  const check = useMemo(() => (texts === undefined ? null : checkTextOverrides(texts)), [texts]);
  if (check && !check.ok && isDevelopment()) throw new SkateError('validation', check.message);
  // setTexts only counts a change: rendering twice (StrictMode) sets the same texts once.
  const version = texts === undefined ? textsVersion() : setTexts(texts);
  useEffect(() => {
    if (check && !check.ok) console.error(check.message);
  }, [check]);
  return version;
}
