import { describe, expect, it } from 'vitest';
import { chatLink } from './links';
import { quoteChatMessage } from './quoteMessage';

describe('accounts', () => {
  describe('quoteChatMessage', () => {
    it.each([
      {
        name: 'all fields and items',
        form: {
          name: 'Asha Rao',
          phone: '9876543210',
          email: 'asha@example.com',
          description: 'Team order',
          items: ['Quad Skates', 'Helmet'],
        },
        expected:
          'Hello, I would like a quote.\nFull Name: Asha Rao\nPhone Number: 9876543210\nEmail Address: asha@example.com\nDescription: Team order\nItems:\n- Quad Skates\n- Helmet',
      },
      {
        name: 'optional fields and items left out when empty',
        form: { name: 'Asha', phone: '9876543210', email: ' ', description: '', items: [] },
        expected: 'Hello, I would like a quote.\nFull Name: Asha\nPhone Number: 9876543210',
      },
    ])('$name', ({ form, expected }) => {
      expect(quoteChatMessage(form)).toBe(expected);
    });

    it('travels encoded in the chat link', () => {
      const link = chatLink('9876543210', quoteChatMessage({ name: 'A', phone: '9876543210' }));
      expect(link).toBe(
        'https://wa.me/919876543210?text=Hello%2C%20I%20would%20like%20a%20quote.%0AFull%20Name%3A%20A%0APhone%20Number%3A%209876543210',
      );
    });
  });
});
