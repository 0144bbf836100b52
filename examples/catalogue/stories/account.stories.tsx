import type { StoryDefault } from '@ladle/react';
import { TEXTS } from '@skatekit/core/texts';
import {
  AdmissionTab,
  HelpTab,
  InvoicePage,
  MyAccountPage,
  OrderProducts,
  OrdersTab,
  TrackOrderPage,
} from '@skatekit/react/account';
import { guestCart, user } from './fake-api';
import { apiStories, inShop } from './states';

export default { title: 'Account' } satisfies StoryDefault;

const account = apiStories(MyAccountPage, { signedIn: true });
export const SignedIn = account.Default;
export const SignedInLoading = account.Loading;
export const SignedInEmpty = account.Empty;
export const SignedInError = account.Error;
export const SignedInMobile = account.Mobile;
SignedInMobile.meta = { width: 375 };
export const SignedOut = inShop(<MyAccountPage />);
export const AddressTab = inShop(<MyAccountPage initialTab={TEXTS.TAB_ADDRESS} />, { signedIn: true });

const userId = user.user.user_id;
const orders = apiStories(() => <OrdersTab userId={userId} />, { signedIn: true });
export const Orders = orders.Default;
export const OrdersLoading = orders.Loading;
export const OrdersEmpty = orders.Empty;
export const OrdersError = orders.Error;
export const OrdersMobile = orders.Mobile;
OrdersMobile.meta = { width: 375 };

const admissions = apiStories(() => <AdmissionTab userId={userId} />, { signedIn: true });
export const Admissions = admissions.Default;
export const AdmissionsEmpty = admissions.Empty;
export const AdmissionsError = admissions.Error;

export const Help = inShop(<HelpTab />, { signedIn: true });

export const ProductsOfAnOrder = inShop(<OrderProducts products={guestCart as never} />, { signedIn: true });

const track = apiStories(() => <TrackOrderPage orderId="ORD-1001" />, { signedIn: true });
export const Track = track.Default;
export const TrackLoading = track.Loading;
export const TrackNotFound = track.Empty;
export const TrackError = track.Error;
export const TrackMobile = track.Mobile;
TrackMobile.meta = { width: 375 };

const invoice = apiStories(() => <InvoicePage orderId="ORD-1001" />, { signedIn: true });
export const Invoice = invoice.Default;
export const InvoiceLoading = invoice.Loading;
export const InvoiceError = invoice.Error;
export const InvoiceMobile = inShop(<InvoicePage orderId="ORD-1001" />, { signedIn: true });
InvoiceMobile.meta = { width: 375 };
