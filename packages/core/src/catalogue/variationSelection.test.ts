import { describe, expect, it } from 'vitest';
import { Attribute, Variation } from '../api/schemas/catalogue';
import { findVariation, selectionOf, termAvailable } from './variationSelection';

const size = Attribute.parse({ name: 'Size', slug: 'pa_size' });
const colour = Attribute.parse({ name: 'Colour', slug: 'colour' });
const red7 = Variation.parse({ sku: 'SK-7-R', attributes: { Size: '7', Colour: 'Red' } });
// Keyed by slug and in another case: still the Size and Colour attributes.
const blue8 = Variation.parse({ sku: 'SK-8-B', attributes: { pa_size: '8', COLOUR: 'blue' } });
const variations = [red7, blue8];

describe('variation selection', () => {
  it('finds the variation matching every chosen term, by attribute name or slug, ignoring case', () => {
    expect(findVariation(variations, [size, colour], { Size: '7', Colour: 'red' })?.sku).toBe('SK-7-R');
    expect(findVariation(variations, [size, colour], { Size: '8', Colour: 'Blue' })?.sku).toBe('SK-8-B');
    expect(findVariation(variations, [size, colour], { Size: ' 8 ' })?.sku).toBe('SK-8-B');
  });

  it('finds nothing for a combination no variation offers, or when nothing is chosen', () => {
    expect(findVariation(variations, [size, colour], { Size: '7', Colour: 'Blue' })).toBeNull();
    expect(findVariation(variations, [size, colour], {})).toBeNull();
  });

  it('reads back the selection a variation stands for', () => {
    expect(selectionOf(blue8, [size, colour])).toEqual({ Size: '8', Colour: 'blue' });
    expect(selectionOf(red7, [size])).toEqual({ Size: '7' });
  });

  it('offers a term some variation has, whatever the other choices', () => {
    expect(termAvailable(variations, size, '8')).toBe(true);
    expect(termAvailable(variations, colour, 'RED')).toBe(true);
    expect(termAvailable(variations, size, '9')).toBe(false);
  });
});
