import { afterEach, describe, expect, it } from 'vitest';
import { PAY_METHODS } from '../constants';
import { HI_TEXTS } from '../locales/hi';
import { TEXTS } from '../texts';
import { textLabel } from './live';
import { checkTextOverrides, setTexts, textsVersion } from './overrides';

afterEach(() => {
  setTexts({});
});

describe('setTexts', () => {
  it('replaces the overridden texts and leaves the others English', () => {
    setTexts({ ADD_TO_CART: 'Buy this', CART_HEADING: 'Your bag' });
    expect(TEXTS.ADD_TO_CART).toBe('Buy this');
    expect(TEXTS.CART_HEADING).toBe('Your bag');
    expect(TEXTS.CHECKOUT).toBe('Checkout');
  });

  it('a second set replaces the first, and an empty set brings English back', () => {
    setTexts({ ADD_TO_CART: 'Buy this' });
    setTexts({ CHECKOUT: 'Pay up' });
    expect(TEXTS.ADD_TO_CART).toBe('Add to Cart');
    expect(TEXTS.CHECKOUT).toBe('Pay up');
    setTexts({});
    expect(TEXTS.CHECKOUT).toBe('Checkout');
  });

  it('keeps the value of a text the server stores and shows its override through textLabel', () => {
    setTexts({ PAY_NOW: 'Pay online' });
    expect(TEXTS.PAY_NOW).toBe('Pay now');
    expect(PAY_METHODS).toEqual(['Pay now', 'Pay on delivery']);
    expect(textLabel('Pay now')).toBe('Pay online');
    expect(textLabel('Pay on delivery')).toBe('Pay on delivery');
  });

  it('answers the override of any text by its English text (the standalone build reads them so)', () => {
    setTexts({ PLACE_ORDER: 'Confirm order' });
    expect(textLabel('Place Order')).toBe('Confirm order');
    expect(textLabel('Checkout')).toBe('Checkout');
  });

  it('counts a version only when what is shown changes', () => {
    const before = textsVersion();
    setTexts({ ADD_TO_CART: 'Buy this' });
    setTexts({ ADD_TO_CART: 'Buy this' });
    expect(textsVersion()).toBe(before + 1);
  });

  it('the Hindi pack shows the catalogue, cart and checkout in Hindi', () => {
    setTexts(HI_TEXTS);
    expect(TEXTS.ADD_TO_CART).toBe('कार्ट में डालें');
    expect(TEXTS.CART_HEADING).toBe('शॉपिंग कार्ट');
    expect(TEXTS.PLACE_ORDER).toBe('ऑर्डर करें');
    expect(textLabel(TEXTS.PAY_NOW)).toBe('अभी भुगतान करें');
    // A key the pack leaves out stays English.
    expect(TEXTS.ENQUIRY_SENT).toBe('Enquiry Sent');
  });
});

describe('checkTextOverrides', () => {
  it('accepts keys of TEXTS with text', () => {
    expect(checkTextOverrides({ ADD_TO_CART: 'Buy this' })).toEqual({
      ok: true,
      value: { ADD_TO_CART: 'Buy this' },
    });
  });

  it('names every unknown key', () => {
    expect(checkTextOverrides({ ADD_TO_KART: 'x', CHECKOUT: 'y', CHEKOUT: 'z' })).toEqual({
      ok: false,
      message:
        'SkateKit texts: unknown keys ADD_TO_KART, CHEKOUT (the keys are those of TEXTS in @skatekit/core/texts).',
    });
  });

  it('refuses empty or non-string texts and what is not an object', () => {
    expect(checkTextOverrides({ CHECKOUT: '' })).toEqual({
      ok: false,
      message: 'SkateKit texts: CHECKOUT must be non-empty text.',
    });
    expect(checkTextOverrides(['CHECKOUT'])).toEqual({
      ok: false,
      message: 'SkateKit texts: expected an object of text keys and strings.',
    });
  });
});
