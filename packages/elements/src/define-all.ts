import { installGlobalConfig } from './internal/config';
import { defineSkateAccount } from './skate-account';
import { defineSkateAdmission } from './skate-admission';
import { defineSkateCart } from './skate-cart';
import { defineSkateCartButton } from './skate-cart-button';
import { defineSkateCatalogue } from './skate-catalogue';
import { defineSkateCheckout } from './skate-checkout';
import { defineSkateConfig } from './skate-config';
import { defineSkateContact } from './skate-contact';
import { defineSkateEnquiry } from './skate-enquiry';
import { defineSkateProduct } from './skate-product';
import { defineSkateToasts } from './skate-toasts';

/**
 * Registers `<skate-config>`, `<skate-toasts>` and every element, skipping tags the page already has, and makes
 * `window.SkateKit.config` observable. Safe to call more than once.
 */
export function defineSkateElements(registry: CustomElementRegistry = customElements): void {
  if (typeof window !== 'undefined') installGlobalConfig(window);
  defineSkateConfig(registry);
  defineSkateCatalogue(registry);
  defineSkateProduct(registry);
  defineSkateCart(registry);
  defineSkateCartButton(registry);
  defineSkateCheckout(registry);
  defineSkateAdmission(registry);
  defineSkateAccount(registry);
  defineSkateEnquiry(registry);
  defineSkateContact(registry);
  defineSkateToasts(registry);
}
