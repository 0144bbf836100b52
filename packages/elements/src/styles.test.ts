import { TEXTS } from '@skatekit/core/texts';
import { cartCss, catalogueCss, checkoutCss, tokensCss, toastCss } from '@skatekit/react/styles';
import { notify } from '@skatekit/react/ui';
import { describe, expect, it } from 'vitest';
import { adoptStyles, hostCss, hostRem, shadowCss, tokenDeclarations } from './internal/styles';
import { API, MERCHANT, product, PRODUCTS, setupStorefront } from './test/harness';
import { byText, eventually, findIn, mount, shadow, toastTexts, withDefinedTags } from './test/page';

withDefinedTags();

const styleText = (host: Element) =>
  [...shadow(host).querySelectorAll('style[data-skatekit]')].map((style) => style.textContent).join('\n');

describe('styles in the shadow root', () => {
  it("counts every rem from the host's --skate-font-size, never from the page's root", () => {
    expect(
      hostRem('.a { font-size: 1.05rem; margin: .5rem 2rem; width: clamp(1.4rem, 1.1rem + 1.4vw, 2rem); }'),
    ).toBe(
      '.a { font-size: calc(1.05*var(--_skate-font-size)); margin: calc(.5*var(--_skate-font-size)) calc(2*var(--_skate-font-size)); width: clamp(calc(1.4*var(--_skate-font-size)), calc(1.1*var(--_skate-font-size)) + 1.4vw, calc(2*var(--_skate-font-size))); }',
    );
    // Other units and words stay as they are.
    expect(hostRem('.premium { padding: 12px 1em; } @media (min-width: 640px) {}')).toBe(
      '.premium { padding: 12px 1em; } @media (min-width: 640px) {}',
    );
    const [base] = shadowCss();
    expect(base).toContain('--_skate-font-size:var(--skate-font-size,16px);');
    expect(base).not.toMatch(/\drem\b/);
  });

  it('puts the host rules, the tokens and only its own component CSS into each element (a <style> where sheets cannot be adopted)', async () => {
    setupStorefront();
    mount(
      `<skate-cart merchant-code="${MERCHANT}" api-base="${API}"></skate-cart><skate-cart-button></skate-cart-button>`,
    );
    for (const host of document.querySelectorAll('skate-cart, skate-cart-button')) {
      const css = styleText(host);
      expect(css).toContain(hostRem(tokensCss));
      expect(css).toContain(':host{all:initial;display:block;');
      expect(css).not.toContain(hostRem(checkoutCss));
      expect(css).not.toContain(hostRem(toastCss));
    }
    expect(styleText(document.querySelector('skate-cart')!)).toContain(hostRem(cartCss));
    const button = styleText(document.querySelector('skate-cart-button')!);
    expect(button).not.toContain(hostRem(cartCss));
    expect(button).not.toContain(hostRem(catalogueCss));
    expect(button).toContain(':host { display: inline-block;');
    // The page's one <skate-toasts> comes with the first notice, not with the elements that may raise one.
    expect(document.querySelector('skate-toasts')).toBeNull();
    notify.success(TEXTS.ADDED_TO_CART);
    // react-toastify's unstyled entry ships no CSS: its rules live in the page's one <skate-toasts>.
    const toasts = await eventually(() => {
      const area = document.querySelector('skate-toasts');
      expect(area?.shadowRoot).toBeTruthy();
      return area!;
    });
    expect(styleText(toasts)).toContain('.skate-root .Toastify__toast-container');
  });

  it('adopts one constructed stylesheet shared by every shadow root where the browser has them', () => {
    const adopted = new WeakMap<ShadowRoot, CSSStyleSheet[]>();
    Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
      configurable: true,
      get(this: ShadowRoot) {
        return adopted.get(this) ?? [];
      },
      set(this: ShadowRoot, sheets: CSSStyleSheet[]) {
        adopted.set(this, sheets);
      },
    });
    try {
      const [first, second] = [document.createElement('div'), document.createElement('div')].map((div) =>
        div.attachShadow({ mode: 'open' }),
      );
      adoptStyles(first, shadowCss([':host { display: inline-block; }']));
      adoptStyles(second, shadowCss());
      adoptStyles(second, shadowCss());

      expect(first.adoptedStyleSheets).toHaveLength(2);
      expect(second.adoptedStyleSheets).toHaveLength(1);
      expect(second.adoptedStyleSheets[0]).toBe(first.adoptedStyleSheets[0]);
      expect(first.querySelector('style')).toBeNull();
      expect(first.adoptedStyleSheets[1].cssRules).toHaveLength(1);
    } finally {
      delete (ShadowRoot.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
    }
  });

  it('adds nothing to the page head, and shows notices inside a shadow root', async () => {
    setupStorefront({ [PRODUCTS]: { data: [product('a')] } });
    const headBefore = document.head.innerHTML;
    const catalogue = mount(
      `<skate-catalogue merchant-code="${MERCHANT}" api-base="${API}"></skate-catalogue>`,
    );
    await findIn(catalogue, 'article');
    byText(shadow(catalogue), TEXTS.ADD_TO_CART)!.click();

    // The notice's text, with or without its "View cart" action after it (both are the add's notice).
    await eventually(() =>
      expect(toastTexts().some((text) => text.replace(TEXTS.VIEW_CART, '') === TEXTS.ADDED_TO_CART)).toBe(
        true,
      ),
    );
    expect(document.body.querySelector('.Toastify, .Toastify__toast')).toBeNull();
    expect(document.head.innerHTML).toBe(headBefore);
  });

  it('shows every notice in one <skate-toasts> on the page, which outlives the element that mounted last', async () => {
    setupStorefront({ [PRODUCTS]: { data: [product('a')] } });
    mount(
      `<skate-catalogue merchant-code="${MERCHANT}" api-base="${API}"></skate-catalogue>` +
        `<skate-cart merchant-code="${MERCHANT}" api-base="${API}"></skate-cart>`,
    );
    const catalogue = document.querySelector('skate-catalogue')!;
    await findIn(catalogue, 'article');
    const areas = await eventually(() => {
      const found = document.querySelectorAll('skate-toasts');
      expect(found).toHaveLength(1);
      return found;
    });
    // No element renders a container of its own, nor a second copy of the CSS beside the adopted one.
    for (const host of document.querySelectorAll('skate-catalogue, skate-cart')) {
      expect(shadow(host).querySelector('.Toastify')).toBeNull();
      expect(shadow(host).querySelectorAll('style:not([data-skatekit])')).toHaveLength(0);
    }
    // The element mounted last leaves; notices still show, in the page's notice area, as ::part(toast).
    document.querySelector('skate-cart')!.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    byText(shadow(catalogue), TEXTS.ADD_TO_CART)!.click();
    const notice = await findIn(areas[0], '.Toastify__toast');
    expect(notice.textContent).toContain(TEXTS.ADDED_TO_CART);
    expect(notice.getAttribute('part')).toBe('toast');
  });
});

describe('theming through --skate-* custom properties', () => {
  const tokens = tokenDeclarations(tokensCss);

  it('reads the tokens the component CSS declares on .skate-root', () => {
    expect(tokens.length).toBeGreaterThan(10);
    expect(tokens).toContainEqual(['--skate-color-primary', 'var(--skate-brand-primary, #123a8f)']);
    expect(tokens.map(([name]) => name)).toContain('--skate-font-family');
  });

  it('lets a value set on the tag or an ancestor win over each default', () => {
    const css = hostCss(tokensCss);
    for (const [name, value] of tokens) {
      const captured = name.replace('--skate-', '--_skate-');
      // Defaults derived from another token (the hover colours) are checked in the next test.
      if (/var\(--skate-color-/.test(value)) continue;
      // On the host: the page's value of the documented name, else the default.
      expect(css).toContain(`${captured}:var(${name},${value});`);
      // In the tree: the documented name takes the captured value, over the .skate-root default.
      expect(css).toContain(`${name}:var(${captured});`);
    }
    expect(css).toMatch(/:host \.skate-root\{/);
  });

  it("keeps a default that refers to another token pointing at that token's captured value", () => {
    const css = hostCss(
      '.skate-root { --skate-a: red; --skate-b: var(--skate-a); --skate-c: var(--skate-other, 1px); }',
    );
    expect(css).toContain('--_skate-b:var(--skate-b,var(--_skate-a));');
    expect(css).toContain('--_skate-c:var(--skate-c,var(--skate-other, 1px));');
  });
});
