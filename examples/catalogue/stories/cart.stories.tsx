import type { StoryDefault } from '@ladle/react';
import { CartPage, CouponModal, OrderSummary, QuoteModal } from '@skatekit/react/cart';
import { guestCart } from './fake-api';
import { apiStories, inShop } from './states';

export default { title: 'Cart' } satisfies StoryDefault;

const noop = () => {};

export const GuestWithLines = inShop(<CartPage />, { withCart: true });
export const GuestEmpty = inShop(<CartPage />);
export const GuestMobile = inShop(<CartPage />, { withCart: true });
GuestMobile.meta = { width: 375 };

const signedIn = apiStories(CartPage, { signedIn: true });
export const SignedIn = signedIn.Default;
export const SignedInLoading = signedIn.Loading;
export const SignedInEmpty = signedIn.Empty;
export const SignedInError = signedIn.Error;
export const SignedInMobile = signedIn.Mobile;
SignedInMobile.meta = { width: 375 };

export const Summary = inShop(
  <div style={{ maxWidth: 360 }}>
    <OrderSummary
      rows={[
        { label: 'Subtotal', value: 2400 },
        { label: 'Discount', value: 100, deduction: true },
      ]}
      total={{ label: 'Total', value: 2300 }}
    />
  </div>,
);

export const Coupon = inShop(
  <CouponModal open onClose={noop} onApply={async () => ({ ok: false, message: 'Invalid coupon' })} />,
);
export const CouponMobile = inShop(
  <CouponModal open onClose={noop} onApply={async () => ({ ok: true, message: 'Coupon applied' })} />,
);
CouponMobile.meta = { width: 375 };

export const Quote = inShop(
  <QuoteModal open onClose={noop} lines={guestCart as never} onSubmit={async () => {}} onSent={noop} />,
);
