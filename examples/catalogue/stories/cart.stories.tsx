import type { StoryDefault } from '@ladle/react';
import { CartPage, CouponModal, OrderSummary, QuoteModal } from '@skatekit/react/cart';
import { guestCart } from './fake-api';
import { Skate } from './Skate';
import { apiStories } from './states';

export default { title: 'Cart' } satisfies StoryDefault;

const noop = () => {};

export const GuestWithLines = () => (
  <Skate withCart>
    <CartPage />
  </Skate>
);
export const GuestEmpty = () => (
  <Skate>
    <CartPage />
  </Skate>
);
export const GuestMobile = () => (
  <Skate withCart>
    <CartPage />
  </Skate>
);
GuestMobile.meta = { width: 375 };

const signedIn = apiStories(CartPage, { signedIn: true });
export const SignedIn = signedIn.Default;
export const SignedInLoading = signedIn.Loading;
export const SignedInEmpty = signedIn.Empty;
export const SignedInError = signedIn.Error;
export const SignedInMobile = signedIn.Mobile;
SignedInMobile.meta = { width: 375 };

export const Summary = () => (
  <Skate>
    <div style={{ maxWidth: 360 }}>
      <OrderSummary
        rows={[
          { label: 'Subtotal', value: 2400 },
          { label: 'Discount', value: 100, deduction: true },
        ]}
        total={{ label: 'Total', value: 2300 }}
      />
    </div>
  </Skate>
);

export const Coupon = () => (
  <Skate>
    <CouponModal open onClose={noop} onApply={async () => ({ ok: false, message: 'Invalid coupon' })} />
  </Skate>
);
export const CouponMobile = () => (
  <Skate>
    <CouponModal open onClose={noop} onApply={async () => ({ ok: true, message: 'Coupon applied' })} />
  </Skate>
);
CouponMobile.meta = { width: 375 };

export const Quote = () => (
  <Skate>
    <QuoteModal open onClose={noop} lines={guestCart as never} onSubmit={async () => {}} onSent={noop} />
  </Skate>
);
