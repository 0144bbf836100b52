// @skatekit/react/checkout: checkout, addresses, payment method, the payment gateway and result pages.
export { CheckoutPage, type CheckoutPageProps } from './CheckoutPage';
export { AddressManager, addressText, type AddressManagerProps } from './AddressManager';
export { AddressForm, type AddressFormProps } from './AddressForm';
export { ContactInfo, type ContactInfoProps, type ContactValues } from './ContactInfo';
export { PayMethodChooser, type PayMethodChooserProps } from './PayMethodChooser';
export { useAddresses, type AddressBook, type AddressDraft } from './useAddresses';
export {
  createPaymentGateway,
  type PaymentGateway,
  type PaymentGatewayOptions,
  type GatewayOrder,
  type GatewayPrefill,
  type GatewayResult,
  type GatewayOpenOptions,
  type PaymentProof,
} from '@skatekit/core/platform';
export {
  PaymentResultPage,
  PaymentSuccessPage,
  PaymentFailedPage,
  type PaymentResultPageProps,
  type PaymentKind,
} from '../payment/PaymentResultPage';
