import { expect, type Page } from '@playwright/test';
import { TEXTS } from './core';

/**
 * A home page scroll row (a list named `listName`): no left chevron before any scrolling, the right
 * one scrolls exactly `step` px, the left one then shows and scrolls back to the start, where it hides.
 */
export async function expectScrollRowSteps(page: Page, listName: string, step: number): Promise<void> {
  const list = page.getByRole('list', { name: listName, exact: true });
  const row = page.locator('.skate-row').filter({ has: list });
  const left = row.getByRole('button', { name: TEXTS.SCROLL_LEFT });
  const right = row.getByRole('button', { name: TEXTS.SCROLL_RIGHT });
  await list.scrollIntoViewIfNeeded();
  await expect(right).toBeVisible();
  await expect(left).toHaveCount(0);
  await right.click();
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBe(step);
  await expect(left).toBeVisible();
  await left.click();
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBe(0);
  await expect(left).toHaveCount(0);
}
