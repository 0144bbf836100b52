import type { StoryDefault } from '@ladle/react';
import { PAY_METHODS, type PayMethod } from '@skatekit/core/rules';
import {
  AddressForm,
  AddressManager,
  CheckoutPage,
  ContactInfo,
  PaymentFailedPage,
  PaymentResultPage,
  PaymentSuccessPage,
  PayMethodChooser,
} from '@skatekit/react/checkout';
import { useState } from 'react';
import { user } from './fake-api';
import { apiStories, inShop } from './states';

export default { title: 'Checkout' } satisfies StoryDefault;

const noop = () => {};

const checkout = apiStories(CheckoutPage, { signedIn: true });
export const SignedIn = checkout.Default;
export const SignedInLoading = checkout.Loading;
export const SignedInError = checkout.Error;
export const SignedInMobile = checkout.Mobile;
SignedInMobile.meta = { width: 375 };
export const SignedOut = inShop(<CheckoutPage />, { withCart: true });
export const SignedOutMobile = inShop(<CheckoutPage />, { withCart: true });
SignedOutMobile.meta = { width: 375 };

const addresses = apiStories(AddressManager, { signedIn: true });
export const Addresses = addresses.Default;
export const AddressesLoading = addresses.Loading;
export const AddressesEmpty = addresses.Empty;
export const AddressesError = addresses.Error;

export const NewAddress = inShop(<AddressForm onSubmit={async () => true} onCancel={noop} />);
export const NewAddressMobile = inShop(<AddressForm onSubmit={async () => true} onCancel={noop} />);
NewAddressMobile.meta = { width: 375 };

export const Contact = inShop(<ContactInfo user={user.user as never} onSave={async () => {}} />, {
  signedIn: true,
});
export const ContactSignedOut = inShop(<ContactInfo user={null} onSave={async () => {}} />);

function Methods() {
  const [value, setValue] = useState<PayMethod | null>(PAY_METHODS[0]);
  return <PayMethodChooser methods={PAY_METHODS} value={value} onChange={setValue} />;
}
export const PayMethods = inShop(<Methods />);

const success = apiStories(() => <PaymentSuccessPage orderId="ORD-1001" />, { signedIn: true });
export const PaymentSuccess = success.Default;
export const PaymentSuccessLoading = success.Loading;
export const PaymentSuccessMobile = success.Mobile;
PaymentSuccessMobile.meta = { width: 375 };
export const PaymentFailed = inShop(<PaymentFailedPage orderId="ORD-1001" />, { signedIn: true });
export const PaymentResult = inShop(<PaymentResultPage orderId="ORD-1001" outcome="success" />, {
  signedIn: true,
});
