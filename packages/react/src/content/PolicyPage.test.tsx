import { FEE_DUE_DAY, LATE_FINE_INR, SHIPPING_DAYS } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settingsRoutes } from '../shell/testRoutes';
import { renderSkate } from '../test/harness';
import { type PolicyId, PolicyPage } from './PolicyPage';

const sections = () => document.querySelectorAll('.skate-policy-section');

describe('PolicyPage', { timeout: 30_000 }, () => {
  it.each<[PolicyId, string, number]>([
    ['privacy-policy', TEXTS.PRIVACY_POLICY, 9],
    ['refund-policy', TEXTS.REFUND_POLICY, 6],
    ['rules-and-regulations', TEXTS.RULES_AND_REGULATIONS, 8],
  ])('/%s is "%s" with %i sections', (policy, title, count) => {
    renderSkate(<PolicyPage policy={policy} />, { routes: settingsRoutes() });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(sections()).toHaveLength(count);
  });

  it('the rules state fees due by the 10th, the INR 200 late fine, safety gear and no refunds', () => {
    renderSkate(<PolicyPage policy="rules-and-regulations" />, { routes: settingsRoutes() });
    const text = document.body.textContent ?? '';
    expect(text).toContain(`due by the ${FEE_DUE_DAY}th`);
    expect(text).toContain(`INR ${LATE_FINE_INR}`);
    expect(text).toMatch(/protective gear/i);
    expect(text).toMatch(/non-refundable/i);
  });

  it('the shipping policy gives the processing and delivery times', () => {
    renderSkate(<PolicyPage policy="shipping-and-delivery" />, { routes: settingsRoutes() });
    const text = document.body.textContent ?? '';
    expect(screen.getByRole('heading', { level: 1, name: TEXTS.SHIPPING_POLICY })).toBeInTheDocument();
    for (const [from, to] of Object.values(SHIPPING_DAYS))
      expect(text).toContain(`${from}-${to} business days`);
  });
});
