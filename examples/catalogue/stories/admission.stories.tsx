import type { StoryDefault } from '@ladle/react';
import {
  AdmissionCheckoutPage,
  AdmissionFormPage,
  AdmissionPaymentFailedPage,
  AdmissionPaymentSuccessPage,
  AdmissionStep2Page,
  CourseAwareCheckout,
  CourseGrid,
  CoursesPage,
} from '@skatekit/react/admission';
import { Skate } from './Skate';
import { apiStories } from './states';

export default { title: 'Admission' } satisfies StoryDefault;

const form = apiStories(AdmissionFormPage, { signedIn: true });
export const Form = form.Default;
export const FormLoading = form.Loading;
export const FormError = form.Error;
export const FormMobile = form.Mobile;
FormMobile.meta = { width: 375 };
export const FormSignedOut = () => (
  <Skate>
    <AdmissionFormPage />
  </Skate>
);

export const Step2 = () => (
  <Skate signedIn>
    <AdmissionStep2Page />
  </Skate>
);

const courses = apiStories(CoursesPage);
export const Courses = courses.Default;
export const CoursesLoading = courses.Loading;
export const CoursesEmpty = courses.Empty;
export const CoursesError = courses.Error;
export const CoursesMobile = courses.Mobile;
CoursesMobile.meta = { width: 375 };

const grid = apiStories(() => <CourseGrid onBuyNow={(course) => console.info('buy', course.title)} />);
export const Grid = grid.Default;
export const GridEmpty = grid.Empty;

export const Checkout = () => (
  <Skate signedIn>
    <AdmissionCheckoutPage />
  </Skate>
);
export const CheckoutMobile = () => (
  <Skate signedIn>
    <AdmissionCheckoutPage />
  </Skate>
);
CheckoutMobile.meta = { width: 375 };
export const CourseAware = () => (
  <Skate signedIn withCart>
    <CourseAwareCheckout />
  </Skate>
);

export const PaymentSuccess = () => (
  <Skate signedIn>
    <AdmissionPaymentSuccessPage orderId="ADM-1" />
  </Skate>
);
export const PaymentFailed = () => (
  <Skate signedIn>
    <AdmissionPaymentFailedPage orderId="ADM-1" />
  </Skate>
);
