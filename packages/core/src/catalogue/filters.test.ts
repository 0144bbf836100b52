import { describe, expect, it } from 'vitest';
import {
  activeCategories,
  activeSliders,
  categoryOptions,
  courseList,
  generalListing,
  isActive,
  productsInCategory,
} from './filters';
import { itAnswers } from '../internal/test-answers';

const products = [
  { product_id: 'p1', title: 'Quad Skates', status: 'Active', category: 'Skates' },
  { product_id: 'p2', title: 'Helmet', status: 'Inactive', category: 'Safety Gear' },
  { product_id: 'p3', title: 'Beginner Course', status: 'Active', category: 'courses' },
  { product_id: 'p4', title: 'Old Course', status: 'Inactive', category: 'courses' },
  { product_id: 'p5', title: 'Knee Pads', status: 'Active', category: 'Safety Gear' },
  { product_id: 'p6', title: 'Advanced Course', status: 'Active', category: 'Courses' },
];
const ids = (list: { product_id: string }[]) => list.map((p) => p.product_id);

describe('rule group: Active filtering, courses excluded, categories by position', () => {
  describe('isActive', () => {
    itAnswers((status?: string) => isActive({ status }), {
      true: ['Active', ' Active '],
      false: ['Inactive', 'active', undefined],
    });
  });

  describe('listings', () => {
    it.each([
      { name: 'general listing: Active, courses excluded', pick: generalListing, expected: ['p1', 'p5'] },
      { name: 'course list: Active products of category courses', pick: courseList, expected: ['p3', 'p6'] },
      {
        name: 'category page: Active products of that category',
        pick: (list: typeof products) => productsInCategory(list, 'safety gear'),
        expected: ['p5'],
      },
    ])('$name', ({ pick, expected }) => {
      expect(ids(pick(products))).toEqual(expected);
    });
  });

  describe('activeSliders', () => {
    it('drops a slide product that is not Active and keeps the slide', () => {
      const slides = activeSliders([
        { slider_name: 'A', product: { product_id: 'x', status: 'Active' } },
        { slider_name: 'B', product: { product_id: 'y', status: 'Draft' } },
        { slider_name: 'C', product: null },
      ]);
      expect(slides.map((s) => [s.slider_name, s.product?.product_id ?? null])).toEqual([
        ['A', 'x'],
        ['B', null],
        ['C', null],
      ]);
    });
  });

  describe('activeCategories', () => {
    it('keeps Active categories ordered by ascending position', () => {
      const result = activeCategories([
        { category: 'wheels', status: 'Active', position: 3 },
        { category: 'skates', status: 'Active', position: '1' },
        { category: 'hidden', status: 'Inactive', position: 0 },
        { category: 'gear', status: 'Active', position: 2 },
      ]);
      expect(result.map((c) => c.category)).toEqual(['skates', 'gear', 'wheels']);
    });
  });

  describe('categoryOptions (shop filter from real categories)', () => {
    it('lists Active categories by position, without courses', () => {
      expect(
        categoryOptions([
          { category: 'Safety Gear', name: 'Safety Gear', status: 'Active', position: 2 },
          { category: 'courses', name: 'Courses', status: 'Active', position: 1 },
          { category: 'Skates', name: 'Roller Skates', status: 'Active', position: 0 },
          { category: 'Old', name: 'Old', status: 'Inactive', position: 3 },
        ]),
      ).toEqual([
        { value: 'Skates', label: 'Roller Skates' },
        { value: 'Safety Gear', label: 'Safety Gear' },
      ]);
    });
  });
});
