import { describe, expect, it } from 'vitest';
import { createCookieStorage } from './cookie-storage';

/** A document whose `cookie` behaves like a browser's: reads `a=1; b=2`, a write sets or (Max-Age=0) deletes one. */
function fakeDocument() {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  return {
    jar,
    writes,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair = '', ...attributes] = text.split('; ');
      const at = pair.indexOf('=');
      if (attributes.includes('Max-Age=0')) jar.delete(pair.slice(0, at));
      else jar.set(pair.slice(0, at), pair.slice(at + 1));
    },
  };
}

describe('createCookieStorage', () => {
  it('writes a value as a Lax cookie under the skate. prefix and reads it back', () => {
    const document = fakeDocument();
    const storage = createCookieStorage({ document, channel: null });
    storage.setItem('guest_cart', '[{"sku":"a b;c"}]');
    expect(document.writes).toEqual([
      'skate.guest_cart=%5B%7B%22sku%22%3A%22a%20b%3Bc%22%7D%5D; Path=/; Max-Age=2592000; SameSite=Lax',
    ]);
    expect(storage.getItem('guest_cart')).toBe('[{"sku":"a b;c"}]');
    expect(storage.readOnServer).toBe(true);
    storage.removeItem('guest_cart');
    expect(storage.getItem('guest_cart')).toBe(null);
    expect(document.jar.size).toBe(0);
  });

  it('splits a value longer than one cookie holds, and drops the parts a shorter value no longer needs', () => {
    const document = fakeDocument();
    const storage = createCookieStorage({ document, channel: null, secure: true });
    const long = JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ name: `Deck ₹${i}`, qty: i })));
    storage.setItem('guest_cart', long);
    expect([...document.jar.keys()]).toEqual([
      'skate.guest_cart',
      ...[1, 2, 3, 4, 5].map((part) => `skate.guest_cart.${part}`),
    ]);
    for (const value of document.jar.values()) expect(value.length).toBeLessThanOrEqual(3800);
    expect(document.writes[0]).toContain('; SameSite=Lax; Secure');
    expect(storage.getItem('guest_cart')).toBe(long);
    storage.setItem('guest_cart', '[]');
    expect([...document.jar]).toEqual([['skate.guest_cart', '%5B%5D']]);
  });

  it('on a server reads the request Cookie header and keeps writes for the request only', () => {
    const storage = createCookieStorage({
      document: null,
      cookie: 'theme=dark; skate.user=%7B%22user_id%22%3A%22u1%22%7D; skate.tokens=%E0%A4',
    });
    expect(storage.getItem('user')).toBe('{"user_id":"u1"}');
    expect(storage.getItem('tokens')).toBe(null); // damaged encoding reads as absent
    expect(storage.getItem('guest_cart')).toBe(null);
    storage.setItem('guest_cart', '[]');
    expect(storage.getItem('guest_cart')).toBe('[]');
    expect(createCookieStorage({ document: null, cookie: null }).getItem('guest_cart')).toBe(null);
  });
});
