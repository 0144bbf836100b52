import { ROUTES } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { cartLineFor } from '../catalogue/cartActions';
import { useSkateNavigate, useStorefront } from '../provider/useStorefront';
import { CourseGrid } from './CourseGrid';
import { checkoutOf } from '../hooks/checkoutStore';
import { useSkateStyles } from '../provider/sheets';
import { ADMISSION_SHEETS } from '../styles/groups/admission';
import { Page } from '../ui/Page';

/**
 * /admission-form-step-2, "Select from our courses": reached after saving an admission without a
 * course chosen. Buy Now stores checkout data with the course and the course buy-now flag, then goes
 * to /checkout (the admission is already saved).
 */
export function AdmissionStep2Page() {
  useSkateStyles(ADMISSION_SHEETS);
  const storefront = useStorefront();
  const navigate = useSkateNavigate();
  return (
    <Page title={TEXTS.SELECT_FROM_COURSES} titleId="skate-step2-title">
      <CourseGrid
        onBuyNow={(course) => {
          const line = cartLineFor(storefront, storefront.config.merchantCode, course);
          checkoutOf(storefront).getState().setBuyNow(line, { course: true });
          navigate(ROUTES.checkout);
        }}
      />
    </Page>
  );
}
