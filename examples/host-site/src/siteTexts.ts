import type { TextOverrides } from '@skatekit/core/texts';
import { useEffect, useState } from 'react';

const KEY = 'skatekit-demo-lang';

/**
 * The demo's language: `?lang=hi` (remembered for the tab) loads the Hindi pack, a chunk of its own
 * that no other visit fetches; `?lang=en` goes back to English. The texts go to `<SkateProvider texts>`.
 */
export function useSiteTexts(): TextOverrides | undefined {
  const [texts, setTexts] = useState<TextOverrides | undefined>(undefined);
  useEffect(() => {
    let lang: string | null = null;
    try {
      lang = new URLSearchParams(window.location.search).get('lang');
      if (lang) window.sessionStorage.setItem(KEY, lang);
      else lang = window.sessionStorage.getItem(KEY);
    } catch {
      // No storage (a sandboxed frame): the query alone decides.
    }
    if (lang === 'hi') void import('@skatekit/core/locales/hi').then((pack) => setTexts(pack.HI_TEXTS));
    else if (lang === 'en') setTexts({});
  }, []);
  return texts;
}
