import { COURSE_CATEGORY, ROUTES, STORAGE_KEYS } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORED_USER, settingsRoutes, signedInRoutes } from '../shell/testRoutes';
import { simpleProduct } from '../test/fixtures';
import { MERCHANT, renderSkate } from '../test/harness';
import { AdmissionStep2Page } from './AdmissionStep2Page';
import { CoursesPage } from './CoursesPage';

const products = [
  simpleProduct({
    product_id: 'c1',
    title: 'Beginner Course',
    category: COURSE_CATEGORY,
    originalPrice: 3000,
    discountPrice: 2500,
  }),
  simpleProduct({ product_id: 'c2', title: 'Old Course', category: COURSE_CATEGORY, status: 'Inactive' }),
  simpleProduct({ product_id: 'e1', title: 'Quad Skates', category: 'equipment' }),
];
const routes = {
  ...settingsRoutes(),
  ...signedInRoutes(),
  [`GET /grouped-product/search-all-products/${MERCHANT}`]: { data: products },
};

describe('CoursesPage and AdmissionStep2Page', { timeout: 30_000 }, () => {
  it('/course lists the Active courses under "Our Courses"', async () => {
    renderSkate(<CoursesPage />, { routes });
    expect(screen.getByRole('heading', { level: 1, name: TEXTS.OUR_COURSES })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Beginner Course' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Old Course' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Quad Skates' })).toBeNull();
  });

  it('Buy Now on /course stores the course as checkout data, sets the course flag and goes to the admission form', async () => {
    const { navigate, storage } = renderSkate(<CoursesPage />, { routes });
    await userEvent.click(await screen.findByRole('button', { name: /Buy Now/ }));
    expect(navigate).toHaveBeenCalledWith(ROUTES.admissionForm);
    expect(storage.getItem(STORAGE_KEYS.courseBuyNow)).toBe('true');
    const data = JSON.parse(storage.getItem(STORAGE_KEYS.checkoutData) ?? 'null');
    expect(data.products.map((p: { product_name: string }) => p.product_name)).toEqual(['Beginner Course']);
  });

  it('step 2, "Select from our courses": Buy Now goes to /checkout with the course flag', async () => {
    const { navigate, storage } = renderSkate(<AdmissionStep2Page />, {
      routes,
      stored: { [STORAGE_KEYS.user]: STORED_USER },
    });
    expect(screen.getByRole('heading', { level: 1, name: TEXTS.SELECT_FROM_COURSES })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /Buy Now/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(ROUTES.checkout));
    expect(storage.getItem(STORAGE_KEYS.courseBuyNow)).toBe('true');
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.checkoutData) ?? 'null').course).toBe(true);
  });
});
