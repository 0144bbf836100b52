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
import { apiStories, inShop } from './states';

export default { title: 'Admission' } satisfies StoryDefault;

const form = apiStories(AdmissionFormPage, { signedIn: true });
export const Form = form.Default;
export const FormLoading = form.Loading;
export const FormError = form.Error;
export const FormMobile = form.Mobile;
FormMobile.meta = { width: 375 };
export const FormSignedOut = inShop(<AdmissionFormPage />);

export const Step2 = inShop(<AdmissionStep2Page />, { signedIn: true });

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

export const Checkout = inShop(<AdmissionCheckoutPage />, { signedIn: true });
export const CheckoutMobile = inShop(<AdmissionCheckoutPage />, { signedIn: true });
CheckoutMobile.meta = { width: 375 };
export const CourseAware = inShop(<CourseAwareCheckout />, { signedIn: true, withCart: true });

export const PaymentSuccess = inShop(<AdmissionPaymentSuccessPage orderId="ADM-1" />, { signedIn: true });
export const PaymentFailed = inShop(<AdmissionPaymentFailedPage orderId="ADM-1" />, { signedIn: true });
