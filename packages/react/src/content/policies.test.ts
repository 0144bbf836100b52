import { describe, expect, it } from 'vitest';
import {
  ABOUT_CONTENT,
  PRIVACY_POLICY,
  REFUND_POLICY,
  RULES_AND_REGULATIONS,
  SHIPPING_POLICY,
} from './policies';
import type { PolicyPage } from './policies';

const allText = (page: PolicyPage) =>
  [page.intro, ...page.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.points ?? [])])].join('\n');

describe('content', () => {
  it.each([
    { page: PRIVACY_POLICY, title: 'Privacy Policy', sections: 9 },
    { page: REFUND_POLICY, title: 'Refund Policy', sections: 6 },
    { page: RULES_AND_REGULATIONS, title: 'Rules & Regulations', sections: 8 },
  ])('$title has $sections sections', ({ page, title, sections }) => {
    expect(page.title).toBe(title);
    expect(page.sections).toHaveLength(sections);
  });

  it.each([
    { name: 'fees due by the 10th', page: RULES_AND_REGULATIONS, pattern: /due by the 10th/ },
    {
      name: 'INR 200 late fine after the 10th',
      page: RULES_AND_REGULATIONS,
      pattern: /late fine of INR 200 .*after the 10th/,
    },
    { name: 'fees non-refundable (rules)', page: RULES_AND_REGULATIONS, pattern: /non-refundable/ },
    { name: 'fees non-refundable (refund policy)', page: REFUND_POLICY, pattern: /non-refundable/ },
    { name: 'mandatory safety gear', page: RULES_AND_REGULATIONS, pattern: /Safety gear is mandatory/ },
    { name: 'parent conduct', page: RULES_AND_REGULATIONS, pattern: /Parent conduct/ },
    { name: 'processing 1-2 business days', page: SHIPPING_POLICY, pattern: /within 1-2 business days/ },
    { name: 'metro 2-5', page: SHIPPING_POLICY, pattern: /Metro cities: 2-5 business days/ },
    { name: 'tier 2/3 4-7', page: SHIPPING_POLICY, pattern: /Tier 2 and tier 3 cities: 4-7 business days/ },
    { name: 'remote 7-10', page: SHIPPING_POLICY, pattern: /Remote areas: 7-10 business days/ },
  ])('says $name', ({ page, pattern }) => {
    expect(allText(page)).toMatch(pattern);
  });

  it('has the About page parts', () => {
    expect(ABOUT_CONTENT.accordion.map((a) => a.title)).toEqual(['Mission', 'Vision', 'Core Values']);
    expect(ABOUT_CONTENT.hero.cta).toEqual({ label: 'Explore Our Courses', route: '/course' });
    expect(ABOUT_CONTENT.join.cta).toEqual({ label: 'Join Now', route: '/admission-form' });
    expect(ABOUT_CONTENT.features.items.length).toBeGreaterThan(0);
    expect(ABOUT_CONTENT.testimonials.items.length).toBeGreaterThan(0);
  });
});
