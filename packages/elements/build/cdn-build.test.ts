// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type BuiltChunk, groupChunks, inlineTexts, minifyCss } from './cdn-build';

describe('minifyCss', () => {
  it('drops comments and the whitespace a browser ignores, keeping selectors and quoted text', () => {
    const css = `
/* buttons */
.skate-root .skate-btn:hover:not(:disabled) {
  color: var(--skate-color-primary);
  transition: color 0.2s,  background 0.2s;
}
.a > .b ,  .c { content: "a ,  b : c"; grid-column: 1 / -1; }
@media (max-width: 600px) { .d { width: calc(100% - 2px); } }
`;
    expect(minifyCss(css)).toBe(
      '.skate-root .skate-btn:hover:not(:disabled){color:var(--skate-color-primary);transition:color 0.2s,background 0.2s;}' +
        '.a > .b,.c{content:"a ,  b : c";grid-column:1 / -1;}' +
        '@media (max-width:600px){.d{width:calc(100% - 2px);}}',
    );
  });
});

describe('inlineTexts', () => {
  const transform = (code: string) =>
    (inlineTexts.transform as (this: unknown, code: string, id: string) => { code: string } | null).call(
      {
        error: (message: string) => {
          throw new Error(message);
        },
      },
      code,
      '/x/y.ts',
    );

  it('writes each TEXTS.KEY a module reads as its English text, shown through textLabel', () => {
    const code = transform('const a = TEXTS.NAV_CART; f(TEXTS.ADDED_TO_CART);')?.code ?? '';
    expect(code).toMatch(/^import \{ textLabel as __skateText \} from ".*\/core\/src\/texts\/live\.ts";\n/);
    expect(code.split('\n')[1]).toBe('const a = __skateText("Cart"); f(__skateText("Added to cart"));');
  });

  it('writes a text that is also a value (a pay method) as the string the server stores', () => {
    expect(transform('m === TEXTS.PAY_ON_DELIVERY')?.code).toBe('m === "Pay on delivery"');
  });

  it('stops the build on a key core does not have', () => {
    expect(() => transform('g(TEXTS.NO_SUCH_TEXT)')).toThrow(
      'TEXTS.NO_SUCH_TEXT is not a text of core/src/texts.ts',
    );
  });
});

describe('groupChunks', () => {
  const tag = (name: string) => `/w/packages/elements/src/${name}.ts`;
  const chunk = (
    fileName: string,
    imports: string[],
    modules: string[],
    facade: string | null = null,
  ): BuiltChunk => ({
    fileName,
    name: fileName.replace(/\.js$/, ''),
    isEntry: fileName === 'skate.js',
    facadeModuleId: facade,
    imports,
    modules,
  });
  const chunks = [
    chunk('skate.js', ['loader.js'], ['cdn.ts']),
    chunk('loader.js', [], ['loader.ts', 'config.ts']),
    chunk('button.js', ['base.js', 'loader.js'], [tag('skate-cart-button')], tag('skate-cart-button')),
    chunk(
      'catalogue.js',
      ['element.js', 'card.js', 'price.js'],
      [tag('skate-catalogue')],
      tag('skate-catalogue'),
    ),
    chunk('cart.js', ['element.js', 'price.js', 'summary.js'], [tag('skate-cart')], tag('skate-cart')),
    chunk('enquiry.js', ['element.js', 'form.js'], [tag('skate-enquiry')], tag('skate-enquiry')),
    chunk('base.js', ['loader.js'], ['cart-store.ts', 'tokens.ts']),
    chunk(
      'element.js',
      ['base.js', 'loader.js'],
      ['preact.js', '/w/packages/elements/src/internal/element.ts'],
    ),
    chunk('toasts.js', ['notices.js'], [tag('skate-toasts')], tag('skate-toasts')),
    chunk('notices.js', ['base.js'], ['toastify.js']),
    chunk('card.js', ['price.js'], ['ProductCard.tsx']),
    chunk('price.js', [], ['Price.tsx']),
    chunk('summary.js', [], ['OrderSummary.tsx']),
    chunk('form.js', [], ['Field.tsx']),
    chunk('http.js', [], ['/w/packages/core/src/api/http.ts'], '/w/packages/core/src/api/http.ts'),
    chunk(
      'orders.js',
      [],
      ['/w/packages/core/src/api/resources/orders.ts'],
      '/w/packages/core/src/api/resources/orders.ts',
    ),
  ];
  const group = groupChunks(chunks);

  it('groups what the cart button loads (runtime), what every other tag adds (react) and what the catalogue adds and fetches at start (shop)', () => {
    expect(Object.fromEntries(group)).toEqual({
      'cdn.ts': 'skate',
      'loader.ts': 'loader',
      'config.ts': 'loader',
      [tag('skate-cart-button')]: 'button',
      [tag('skate-catalogue')]: 'catalogue',
      [tag('skate-cart')]: 'cart',
      [tag('skate-enquiry')]: 'enquiry',
      'cart-store.ts': 'runtime',
      'tokens.ts': 'runtime',
      'preact.js': 'react',
      '/w/packages/elements/src/internal/element.ts': 'react',
      [tag('skate-toasts')]: 'toasts',
      'toastify.js': 'notices-1',
      'ProductCard.tsx': 'shop',
      'Price.tsx': 'shop',
      '/w/packages/core/src/api/http.ts': 'shop',
      'OrderSummary.tsx': 'summary-2',
      'Field.tsx': 'form-3',
      '/w/packages/core/src/api/resources/orders.ts': 'orders-4',
    });
  });
});
