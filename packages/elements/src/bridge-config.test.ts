import { afterEach, describe, expect, it } from 'vitest';
import { resolveBridgeOptions } from './internal/config';
import { defineSkateConfig } from './skate-config';

// `<skate-config>`'s settings of the wrapper apps' bridge (docs/wrapper-apps.md): page-wide, read when
// the page's storefront is made.

afterEach(() => {
  document.body.innerHTML = '';
});

describe('bridge options on <skate-config>', () => {
  it('reads the allowed origins and the callback name, as attributes or properties', () => {
    defineSkateConfig();
    document.body.innerHTML = `<skate-config bridge-allowed-origins="https://app.example, https://pay.example  https://x.example"></skate-config><div id="host"></div>`;
    const host = document.getElementById('host')!;
    expect(resolveBridgeOptions(host)).toEqual({
      allowedOrigins: ['https://app.example', 'https://pay.example', 'https://x.example'],
    });
    const config = document.querySelector('skate-config')!;
    config.bridgeCallbackName = 'onNativeMessage';
    config.bridgeAllowedOrigins = undefined;
    expect(config.getAttribute('bridge-callback-name')).toBe('onNativeMessage');
    expect(resolveBridgeOptions(host)).toEqual({ callbackName: 'onNativeMessage' });
  });

  it('is undefined without them', () => {
    document.body.innerHTML = '<skate-config merchant-code="A1"></skate-config><div id="host"></div>';
    expect(resolveBridgeOptions(document.getElementById('host')!)).toBeUndefined();
  });
});
