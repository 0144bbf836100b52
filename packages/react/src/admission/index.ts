// @skatekit/react/admission: courses, the admission form, its checkout and payment pages.
export { AdmissionFormPage } from './AdmissionFormPage';
export { AdmissionStep2Page } from './AdmissionStep2Page';
export { CoursesPage } from './CoursesPage';
export { CourseGrid, type CourseGridProps } from './CourseGrid';
export { AdmissionCheckoutPage } from './AdmissionCheckoutPage';
export { CourseAwareCheckout, type CourseAwareCheckoutProps } from './CourseAwareCheckout';
export {
  AdmissionPaymentSuccessPage,
  AdmissionPaymentFailedPage,
  type AdmissionPaymentPageProps,
} from './AdmissionPaymentPages';
