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
import { Skate } from './Skate';
import { apiStories } from './states';

export default { title: 'Checkout' } satisfies StoryDefault;

const noop = () => {};

const checkout = apiStories(CheckoutPage, { signedIn: true });
export const SignedIn = checkout.Default;
export const SignedInLoading = checkout.Loading;
export const SignedInError = checkout.Error;
export const SignedInMobile = checkout.Mobile;
SignedInMobile.meta = { width: 375 };
export const SignedOut = () => (
  <Skate withCart>
    <CheckoutPage />
  </Skate>
);
export const SignedOutMobile = () => (
  <Skate withCart>
    <CheckoutPage />
  </Skate>
);
SignedOutMobile.meta = { width: 375 };

const addresses = apiStories(AddressManager, { signedIn: true });
export const Addresses = addresses.Default;
export const AddressesLoading = addresses.Loading;
export const AddressesEmpty = addresses.Empty;
export const AddressesError = addresses.Error;

export const NewAddress = () => (
  <Skate>
    <AddressForm onSubmit={async () => true} onCancel={noop} />
  </Skate>
);
export const NewAddressMobile = () => (
  <Skate>
    <AddressForm onSubmit={async () => true} onCancel={noop} />
  </Skate>
);
NewAddressMobile.meta = { width: 375 };

export const Contact = () => (
  <Skate signedIn>
    <ContactInfo user={user.user as never} onSave={async () => {}} />
  </Skate>
);
export const ContactSignedOut = () => (
  <Skate>
    <ContactInfo user={null} onSave={async () => {}} />
  </Skate>
);

function Methods() {
  const [value, setValue] = useState<PayMethod | null>(PAY_METHODS[0]);
  return <PayMethodChooser methods={PAY_METHODS} value={value} onChange={setValue} />;
}
export const PayMethods = () => (
  <Skate>
    <Methods />
  </Skate>
);

const success = apiStories(() => <PaymentSuccessPage orderId="ORD-1001" />, { signedIn: true });
export const PaymentSuccess = success.Default;
export const PaymentSuccessLoading = success.Loading;
export const PaymentSuccessMobile = success.Mobile;
PaymentSuccessMobile.meta = { width: 375 };
export const PaymentFailed = () => (
  <Skate signedIn>
    <PaymentFailedPage orderId="ORD-1001" />
  </Skate>
);
export const PaymentResult = () => (
  <Skate signedIn>
    <PaymentResultPage orderId="ORD-1001" outcome="success" />
  </Skate>
);
