import {
  AdminCourse,
  type AdminListQuery,
  AdminProduct,
  CatalogueOptions,
  type CourseBody,
  type ImportMode,
  ImportReport,
  page,
  type ProductBodyInput,
  ProductsPage,
  type ProductsQuery,
  StockRow,
  StockSettings,
  type StockWriteBody,
} from '@skatekit/console-contract';
import { z } from 'zod';

/** The client's transport (client.ts): one call, its answer parsed with `schema`. */
export type AdminRequest = <S extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  schema: S,
  options?: { query?: Record<string, string | number | boolean | undefined | null>; body?: unknown },
) => Promise<z.output<S>>;

const id = (value: string) => encodeURIComponent(value);
const Product = z.object({ data: AdminProduct });
const Course = z.object({ data: AdminCourse });

/** The catalogue's calls (docs/admin-api.md): products, stock, courses, the product CSV. */
export function catalogueApi(request: AdminRequest) {
  return {
    products: {
      list: (query: Partial<ProductsQuery>) => request('GET', '/products', ProductsPage, { query }),
      get: (productId: string) => request('GET', `/products/${id(productId)}`, Product),
      create: (body: ProductBodyInput) => request('POST', '/products', Product, { body }),
      update: (productId: string, body: ProductBodyInput) =>
        request('PUT', `/products/${id(productId)}`, Product, { body }),
      options: () => request('GET', '/catalogue/options', CatalogueOptions),
      import: (csv: string, apply: boolean, mode: ImportMode = 'create') =>
        request('POST', '/products/import', ImportReport, { body: { csv, apply, mode } }),
    },
    stock: {
      list: (query: { q?: string; low?: 'true'; productId?: string; page?: number; pageSize?: number }) =>
        request('GET', '/stock', page(StockRow), { query }),
      write: (productId: string, body: z.input<typeof StockWriteBody>) =>
        request('POST', `/stock/${id(productId)}`, z.object({ data: StockRow }), { body }),
      settings: () => request('GET', '/stock-settings', z.object({ data: StockSettings })),
      updateSettings: (body: StockSettings) =>
        request('PUT', '/stock-settings', z.object({ data: StockSettings }), { body }),
    },
    courses: {
      list: (query: Partial<AdminListQuery>) => request('GET', '/courses', page(AdminCourse), { query }),
      get: (courseId: string) => request('GET', `/courses/${id(courseId)}`, Course),
      create: (body: z.input<typeof CourseBody>) => request('POST', '/courses', Course, { body }),
      update: (courseId: string, body: z.input<typeof CourseBody>) =>
        request('PUT', `/courses/${id(courseId)}`, Course, { body }),
    },
  };
}

/** Where the product CSV export downloads from (a plain GET with the session cookie). */
export const PRODUCTS_EXPORT_URL = '/admin/api/products/export.csv';
