import { TEXTS } from '@skatekit/core/texts';
import { openBuyNow } from '../catalogue/cartActions';
import { useSkateNavigate, useStorefront } from '../provider/useStorefront';
import { CourseGrid } from './CourseGrid';
import { useSkateStyles } from '../provider/sheets';
import { ADMISSION_SHEETS } from '../styles/groups/admission';
import { Page } from '../ui/Page';

/**
 * /course, "Our Courses": the Active courses. Buy Now stores checkout data with the course, sets the
 * course buy-now flag and goes to the admission form (which then leads to checkout).
 */
export function CoursesPage() {
  useSkateStyles(ADMISSION_SHEETS);
  const storefront = useStorefront();
  const navigate = useSkateNavigate();
  return (
    <Page title={TEXTS.OUR_COURSES} titleId="skate-courses-title">
      <CourseGrid
        onBuyNow={(course) => void openBuyNow(storefront, storefront.config.merchantCode, course, navigate)}
      />
    </Page>
  );
}
