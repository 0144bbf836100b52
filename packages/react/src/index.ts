// Public API of @skatekit/react. Explicit named exports; each area owner appends their own block.
// Core is not re-exported wholesale: install @skatekit/core for its rules, or use the few types below.

// ---------------------------------------------------------------- provider, hooks, styles, primitives
export {
  SkateProvider,
  SkateLink,
  useStorefront,
  useSkateNavigate,
  useSkateContext,
  SkateContext,
  themeToStyle,
  type SkateConfig,
  type SkateProviderProps,
  type SkateLinkProps,
  type SkateTheme,
  type SkateContextValue,
} from './provider';
export {
  useCart,
  useSession,
  useCheckout,
  useSettings,
  useAsync,
  useProducts,
  useProduct,
  useNewArrivals,
  useCategories,
  useOffers,
  useSliders,
  useDefaultButton,
  usePayMode,
  useEnsureSettings,
  useImageUrl,
  resolveImageUrl,
  useToastOnError,
  useLogOnError,
  type CartState,
  type SessionState,
  type CheckoutState,
  type SettingsState,
  type AsyncState,
  type AsyncStatus,
} from './hooks';
export { skateCss, skateCssParts } from './styles';
export {
  Button,
  IconButton,
  Modal,
  ConfirmDialog,
  Skeleton,
  Price,
  Spinner,
  Loading,
  SkateImage,
  ScrollRow,
  notify,
  SkateToasts,
  icons,
  type ButtonProps,
  type ButtonVariant,
  type IconButtonProps,
  type ModalProps,
  type ConfirmDialogProps,
  type SkeletonProps,
  type PriceProps,
  type SkateImageProps,
  type ScrollRowProps,
} from './ui';
export { Tabs, tabId, tabPanelId, useTabsId, type TabsProps } from './ui/Tabs';
export { QuantityStepper, type QuantityStepperProps } from './ui/QuantityStepper';

// ---------------------------------------------------------------- home
export { HomePage } from './home/HomePage';
export { HeroSlider } from './home/HeroSlider';
export { heroSwiperOptions } from './home/heroOptions';
export { NewArrivals } from './home/NewArrivals';
export { PopularProducts } from './home/PopularProducts';
export { OffersStrip } from './home/OffersStrip';
export { CategoriesStrip } from './home/CategoriesStrip';
export { ProgramsGrid, type ProgramsGridProps } from './home/ProgramsGrid';
export { Counters } from './home/Counters';

// ---------------------------------------------------------------- catalogue
export { ProductCard, ProductCardSkeleton, type ProductCardProps } from './catalogue/ProductCard';
export { VariationChooser, type VariationChooserProps } from './catalogue/VariationChooser';
export { GroupedPackageModal, type GroupedPackageModalProps } from './catalogue/GroupedPackageModal';
export { ProductListing, type ProductListingProps } from './catalogue/ProductListing';
export {
  EquipmentsPage,
  SearchResultsPage,
  CategoryPage,
  type SearchResultsPageProps,
  type CategoryPageProps,
} from './catalogue/pages';
export { ShopFilters, type ShopFiltersProps } from './catalogue/ShopFilters';
export { ShopPage, type ShopPageProps } from './catalogue/ShopPage';
export {
  useProductActions,
  type ProductActions,
  type ProductActionsOptions,
} from './catalogue/useProductActions';
export { addProductToCart, startBuyNow, showAddOutcome, cartLineFor } from './catalogue/cartActions';

// ---------------------------------------------------------------- product
export { ProductDetailPage, type ProductDetailPageProps } from './product/ProductDetailPage';
export { Gallery, type GalleryProps } from './product/Gallery';
export { PincodeCheck, type PincodeCheckProps } from './product/PincodeCheck';
export { ProductTabs } from './product/ProductTabs';
export { sanitizeHtml } from './product/sanitize';

// ---------------------------------------------------------------- cart
export { CartPage } from './cart/CartPage';
export { CouponModal, type CouponModalProps } from './cart/CouponModal';
export { QuoteModal, type QuoteModalProps } from './cart/QuoteModal';
export { OrderSummary, type OrderSummaryProps, type SummaryRow } from './cart/OrderSummary';
export { sendQuote } from './cart/quote';

// ---------------------------------------------------------------- checkout and payment
export { CheckoutPage, type CheckoutPageProps } from './checkout/CheckoutPage';
export { AddressManager, addressText, type AddressManagerProps } from './checkout/AddressManager';
export { AddressForm, type AddressFormProps } from './checkout/AddressForm';
export { ContactInfo, type ContactInfoProps, type ContactValues } from './checkout/ContactInfo';
export { PayMethodChooser, type PayMethodChooserProps } from './checkout/PayMethodChooser';
export { useAddresses, addressId, type AddressBook, type AddressDraft } from './checkout/useAddresses';
export {
  createPaymentGateway,
  sandboxCheckoutUrl,
  SANDBOX_MESSAGE_SOURCE,
  RAZORPAY_SCRIPT_URL,
  type PaymentGateway,
  type PaymentGatewayOptions,
  type GatewayOrder,
  type GatewayPrefill,
  type GatewayResult,
  type GatewayOpenOptions,
  type PaymentProof,
} from './checkout/paymentGateway';
export { payOrder, type PayOrderInput, type PayOutcome } from './checkout/payOrder';
export {
  PaymentResultPage,
  PaymentSuccessPage,
  PaymentFailedPage,
  type PaymentResultPageProps,
  type PaymentKind,
} from './payment/PaymentResultPage';

// ---------------------------------------------------------------- core types users need
export type {
  Storefront,
  StorefrontConfig,
  StorageAdapter,
  Product,
  Variation,
  CartItem,
  Address,
  Order,
  PaymentConfig,
} from '@skatekit/core';

// ---------------------------------------------------------------- accounts: login, register, reset
export { LoginPage } from './auth/LoginPage';
export { RegisterPage } from './auth/RegisterPage';
export { ResetPage } from './auth/ResetPage';
export { OtpInput, type OtpInputProps } from './auth/OtpInput';
export { AuthCard, type AuthCardProps } from './auth/AuthCard';

// ---------------------------------------------------------------- My Account, orders, tracking, invoice
export { MyAccountPage, type MyAccountPageProps, type AccountTab } from './account/MyAccountPage';
export { OrdersTab, orderKey, type OrdersTabProps } from './account/OrdersTab';
export { AdmissionTab, type AdmissionTabProps } from './account/AdmissionTab';
export { HelpTab } from './account/HelpTab';
export { OrderProducts, type OrderProductsProps } from './account/OrderProducts';
export { TrackOrderPage, type TrackOrderPageProps } from './orders/TrackOrderPage';
export { InvoicePage, invoiceRoute, type InvoicePageProps } from './orders/InvoicePage';

// ---------------------------------------------------------------- admission
export { AdmissionFormPage } from './admission/AdmissionFormPage';
export { AdmissionStep2Page } from './admission/AdmissionStep2Page';
export { CoursesPage } from './admission/CoursesPage';
export { CourseGrid, type CourseGridProps } from './admission/CourseGrid';
export { AdmissionCheckoutPage } from './admission/AdmissionCheckoutPage';
export { CourseAwareCheckout, type CourseAwareCheckoutProps } from './admission/CourseAwareCheckout';
export { payAdmission, type PayAdmissionInput } from './admission/payAdmission';
export {
  AdmissionPaymentSuccessPage,
  AdmissionPaymentFailedPage,
  type AdmissionPaymentPageProps,
} from './admission/AdmissionPaymentPages';

// ---------------------------------------------------------------- contact, enquiry, quote
export { ContactPage } from './enquiry/ContactPage';
export { EnquiryFormPage } from './enquiry/EnquiryFormPage';
export { QuoteCheckoutForm, type QuoteCheckoutFormProps } from './enquiry/QuoteCheckoutForm';

// ---------------------------------------------------------------- content pages
export { OfficesPage, OfficesList, type OfficesListProps } from './content/OfficesPage';
export { AboutPage } from './content/AboutPage';
export { PolicyPage, POLICIES, type PolicyId, type PolicyPageProps } from './content/PolicyPage';

// ---------------------------------------------------------------- site shell
export { SiteHeader, type SiteHeaderProps } from './shell/SiteHeader';
export { SiteFooter, type SiteFooterProps } from './shell/SiteFooter';
export { MobileBottomNav, type MobileBottomNavProps } from './shell/MobileBottomNav';
export { FloatingCartButton } from './shell/FloatingCartButton';
export { SearchBox, type SearchBoxProps } from './shell/SearchBox';
export { Marquee } from './shell/Marquee';
export { MobileDrawer, type MobileDrawerProps } from './shell/MobileDrawer';
export { HEADER_NAV, BOTTOM_NAV, POLICY_NAV, isCurrentRoute, type NavItem } from './shell/navigation';
export { useSiteMeta, applySiteMeta } from './shell/useSiteMeta';
export { useSessionBootstrap } from './shell/useSessionBootstrap';
export { useRequireUser } from './shell/useRequireUser';
export {
  TextField,
  TextAreaField,
  SelectField,
  RadioGroupField,
  CheckboxField,
  type TextFieldProps,
  type TextAreaFieldProps,
  type SelectFieldProps,
  type RadioGroupFieldProps,
  type CheckboxFieldProps,
} from './shell/Field';

// ---------------------------------------------------------------- push notifications and native sign-in
export {
  createFirebasePushAdapter,
  firebaseMessagingServiceWorker,
  FIREBASE_SW_PATH,
  FIREBASE_SW_SDK_VERSION,
  type FirebasePushConfig,
  type ServiceWorkerOptions,
} from './push/firebasePush';
export {
  usePushNotifications,
  type PushNotificationsOptions,
  type PushStatus,
} from './push/usePushNotifications';
export { useNativeGoogleSignIn, type NativeGoogleSignIn } from './push/useNativeGoogleSignIn';
