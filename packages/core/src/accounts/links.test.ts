import { describe, expect, it } from 'vitest';
import { chatLink, mapsSearchLink, telLink } from './links';

describe('accounts', () => {
  describe('chatLink and telLink (+91)', () => {
    it.each([
      { number: '9876543210', chat: 'https://wa.me/919876543210', tel: 'tel:+919876543210' },
      { number: '+91 98765-43210', chat: 'https://wa.me/919876543210', tel: 'tel:+919876543210' },
      { number: '09876543210', chat: 'https://wa.me/919876543210', tel: 'tel:+919876543210' },
      { number: 9876543210, chat: 'https://wa.me/919876543210', tel: 'tel:+919876543210' },
      { number: '12345', chat: null, tel: null },
      { number: '', chat: null, tel: null },
    ])('$number', ({ number, chat, tel }) => {
      expect(chatLink(number)).toBe(chat);
      expect(telLink(number)).toBe(tel);
    });

    it('encodes the prefilled text', () => {
      expect(chatLink('9876543210', 'Quote for Quad Skates & pads?')).toBe(
        'https://wa.me/919876543210?text=Quote%20for%20Quad%20Skates%20%26%20pads%3F',
      );
    });
  });

  it('builds a maps search link for an address', () => {
    expect(mapsSearchLink(' Shop 4, Malad (E), Mumbai 400097 ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Shop%204%2C%20Malad%20(E)%2C%20Mumbai%20400097',
    );
  });
});
