import { TEXTS } from '@skatekit/core/texts';
import { openBuyNow } from '../catalogue/cartActions';
import { useSkateNavigate, useStorefront } from '../provider/useStorefront';
import { CourseGrid } from './CourseGrid';
import { useSkateStyles } from '../provider/sheets';
import { ADMISSION_SHEETS } from '../styles/groups/admission';

/**
 * /course, "Our Courses": the Active courses. Buy Now stores checkout data with the course, sets the
 * course buy-now flag and goes to the admission form (which then leads to checkout).
 */
export function CoursesPage() {
  useSkateStyles(ADMISSION_SHEETS);
  const storefront = useStorefront();
  const navigate = useSkateNavigate();
  return (
    <section className="skate-page" part="page" aria-labelledby="skate-courses-title">
      <div className="skate-container">
        <h1 id="skate-courses-title" className="skate-page-title" part="heading">
          {TEXTS.OUR_COURSES}
        </h1>
        <CourseGrid
          onBuyNow={(course) => void openBuyNow(storefront, storefront.config.merchantCode, course, navigate)}
        />
      </div>
    </section>
  );
}
