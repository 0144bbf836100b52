import { describe, expect, it } from 'vitest';
import { imageAtWidth, imageSrcSet } from './imageSizes';

describe('uploaded image sizes', () => {
  it('derives every width from the stored path, relative or absolute', () => {
    expect(imageAtWidth('/media/SKATE01/abcdef0123/800.webp', 160)).toBe(
      '/media/SKATE01/abcdef0123/160.webp',
    );
    expect(imageSrcSet('https://api.example/media/SKATE01/abcdef0123/800.webp')).toBe(
      'https://api.example/media/SKATE01/abcdef0123/160.webp 160w, https://api.example/media/SKATE01/abcdef0123/400.webp 400w, https://api.example/media/SKATE01/abcdef0123/800.webp 800w, https://api.example/media/SKATE01/abcdef0123/1200.webp 1200w',
    );
  });

  it('gives nothing for seeded images, other addresses and widths that are not stored', () => {
    expect(imageSrcSet('/uploads/products/helmet.svg')).toBeUndefined();
    expect(imageSrcSet('https://cdn.example/x/800.webp')).toBeUndefined();
    expect(imageSrcSet('/media/SKATE01/abcdef0123/640.webp')).toBeUndefined();
    expect(imageSrcSet('')).toBeUndefined();
    expect(imageAtWidth('/media/SKATE01/ABC/800.webp', 400)).toBeNull();
  });
});
