import { describe, expect, it } from 'vitest';
import { decodeRouteSegment, encodeRouteSegment, parseProductRoute, productRoute } from './productRoute';

describe('rule group: product route encoding', () => {
  describe('productRoute', () => {
    it.each([
      { title: 'Quad Skates', id: '42', expected: '/product/UXVhZCUyMFNrYXRlcw==/NDI=' },
      { title: 'a~', id: 7, expected: '/product/YX4=/Nw==' },
    ])('$title / $id -> $expected', ({ title, id, expected }) => {
      expect(productRoute(title, id)).toBe(expected);
    });

    it.each([
      { title: 'Quad Skates' },
      { title: 'Wheels 8-pack (Pro)~' }, // "~" yields "+" in base64
      { title: 'Skates for kids / adults? 50% off & more #1' },
      { title: 'स्केट्स हेलमेट' }, // non-Latin text
      { title: 'Emoji 🛼 skates' },
      { title: '' },
    ])('round-trips "$title"', ({ title }) => {
      const [, , titleSeg, idSeg] = productRoute(title, 'prod_01/x').split('/');
      expect(titleSeg).not.toContain('/');
      expect(parseProductRoute(titleSeg, idSeg)).toEqual({ title, id: 'prod_01/x' });
    });
  });

  describe('parseProductRoute', () => {
    it.each([
      { name: 'not base64', titleSeg: '!!!', idSeg: 'NDI=' },
      { name: 'bad length', titleSeg: 'UXVhZA', idSeg: 'NDI=' },
      { name: 'base64 of a broken percent-encoding', titleSeg: btoa('%E0%A4'), idSeg: 'NDI=' },
      { name: 'empty id', titleSeg: 'YX4=', idSeg: '' },
      { name: 'broken percent-encoding of the segment', titleSeg: 'YX4%', idSeg: 'NDI=' },
    ])('null on $name', ({ titleSeg, idSeg }) => {
      expect(parseProductRoute(titleSeg, idSeg)).toBeNull();
    });

    it('accepts segments a router left percent-encoded', () => {
      expect(parseProductRoute('UXVhZCUyMFNrYXRlcw%3D%3D', 'NDI%3D')).toEqual({
        title: 'Quad Skates',
        id: '42',
      });
      expect(decodeRouteSegment(encodeURIComponent(encodeRouteSegment('~~~')))).toBe('~~~');
    });

    it('works without btoa/atob (Buffer fallback)', () => {
      const g = globalThis as { btoa?: typeof btoa; atob?: typeof atob };
      const saved = { btoa: g.btoa, atob: g.atob };
      try {
        g.btoa = undefined;
        g.atob = undefined;
        expect(productRoute('Quad Skates', '42')).toBe('/product/UXVhZCUyMFNrYXRlcw==/NDI=');
        expect(parseProductRoute('UXVhZCUyMFNrYXRlcw==', 'NDI=')).toEqual({ title: 'Quad Skates', id: '42' });
        expect(parseProductRoute('***', 'NDI=')).toBeNull();
      } finally {
        g.btoa = saved.btoa;
        g.atob = saved.atob;
      }
    });
  });

  describe('never throws on garbage (fuzz)', () => {
    /** Small seeded PRNG (mulberry32) so a failure reproduces from its seed. */
    const prng = (seed: number) => () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const ALPHABETS = [
      'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=', // looks like base64
      '%0123456789ABCDEFabcdef=+/', // looks like percent-encoding
      " \t\n%=+/-_.~!*'()#?&",
    ];
    const randomString = (next: () => number): string => {
      const length = Math.floor(next() * 40);
      let out = '';
      for (let i = 0; i < length; i++) {
        const pick = next();
        if (pick < 0.15) {
          out += String.fromCharCode(Math.floor(next() * 0x10000)); // any UTF-16 unit, lone surrogates too
        } else {
          const alphabet = ALPHABETS[Math.floor(next() * ALPHABETS.length)] ?? '';
          out += alphabet[Math.floor(next() * alphabet.length)] ?? '';
        }
      }
      return out;
    };
    const seeds = [1, 2, 3, 42, 2024];

    it.each(seeds)('seed %i: decoding 1000 random segments gives a string or null', (seed) => {
      const next = prng(seed);
      for (let i = 0; i < 1000; i++) {
        const title = randomString(next);
        const id = randomString(next);
        let decoded: unknown;
        let parsed: unknown;
        expect(
          () => {
            decoded = decodeRouteSegment(title);
            parsed = parseProductRoute(title, id);
          },
          JSON.stringify([title, id]),
        ).not.toThrow();
        expect(decoded === null || typeof decoded === 'string').toBe(true);
        expect(parsed === null || typeof parsed === 'object').toBe(true);
      }
    });

    it.each(seeds)('seed %i: any random title and id round-trip', (seed) => {
      const next = prng(seed);
      for (let i = 0; i < 300; i++) {
        const title = randomString(next);
        const id = `${randomString(next)}x`; // an id is never empty
        const [, , titleSeg, idSeg] = productRoute(title, id).split('/');
        // Lone surrogates cannot be percent-encoded; they come back as U+FFFD.
        const clean = (text: string) =>
          text.replace(/[\uD800-\uDFFF]/g, (c, at: number, all: string) => {
            const code = c.charCodeAt(0);
            const pairedHigh = code < 0xdc00 && /[\uDC00-\uDFFF]/.test(all[at + 1] ?? '');
            const pairedLow = code >= 0xdc00 && /[\uD800-\uDBFF]/.test(all[at - 1] ?? '');
            return pairedHigh || pairedLow ? c : '\uFFFD';
          });
        expect(parseProductRoute(titleSeg, idSeg)).toEqual({ title: clean(title), id: clean(id) });
      }
    });

    it.each([
      { name: 'undefined params', title: undefined, id: undefined },
      { name: 'null params', title: null, id: null },
      { name: 'only padding', title: '====', id: '====' },
      { name: 'percent alone', title: '%', id: '%%%%' },
      { name: 'base64 of invalid UTF-8', title: btoa('%FF%FE'), id: btoa('%C3%28') },
      { name: 'base64 of non-ASCII bytes', title: btoa('\u00ff\u00fe'), id: 'NDI=' },
      { name: 'base64 whitespace inside', title: 'UXVh ZA==', id: 'NDI=' },
      { name: 'very long garbage', title: 'A'.repeat(100_001), id: '%'.repeat(10_000) },
    ])('null for $name', ({ title, id }) => {
      expect(parseProductRoute(title, id)).toBeNull();
    });

    it('encodes a title holding half an emoji instead of throwing', () => {
      const cut = 'Skates \uD83D'; // the first half of 🛼 only
      expect(() => productRoute(cut, '1')).not.toThrow();
      const [, , titleSeg, idSeg] = productRoute(cut, '1').split('/');
      expect(parseProductRoute(titleSeg, idSeg)).toEqual({ title: 'Skates \uFFFD', id: '1' });
    });
  });
});
