import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { errors, expect, type Page } from '@playwright/test';

/** Where the run writes its screenshots (named in the README). */
export const SCREENSHOT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** The two widths the acceptance lists ask for: a phone and a desktop. */
export const WIDTHS = [390, 1280] as const;

/**
 * Runs axe-core on the current page and fails on any serious or critical violation, listing each
 * rule with the first offending nodes so the failure says what to fix.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  label: string,
  options: { onlyWithin?: (outermost: string) => boolean } = {},
): Promise<void> {
  // A toast sliding in or out is drawn half transparent for a moment: axe reads the blended colours of
  // an animation frame as a contrast failure. Finite animations end first (spinners and shimmers loop).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      null,
      { timeout: 5_000 },
    )
    .catch(() => {});
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  // `onlyWithin` keeps the nodes whose outermost selector passes (a shadow node's target starts with its host's).
  const outermost = (target: unknown): string =>
    String(Array.isArray(target) ? outermost(target[0]) : target);
  const inScope = (v: (typeof results.violations)[number]) =>
    v.nodes.filter((n) => !options.onlyWithin || options.onlyWithin(outermost(n.target)));
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ ...v, nodes: inScope(v) }))
    .filter((v) => v.nodes.length > 0);
  const summary = bad.map(
    (v) =>
      `${v.impact} ${v.id} (${v.nodes.length}x): ${v.help}\n${v.nodes
        .slice(0, 3)
        .map((n) => `    ${n.target.join(' ')} - ${n.failureSummary?.split('\n').slice(0, 2).join(' ')}`)
        .join('\n')}`,
  );
  // Soft: the journey goes on, so one run reports every page's violations, and the test still fails.
  expect
    .soft(
      bad.map((v) => `${label}: ${v.impact} ${v.id}`),
      `axe on ${label}:\n${summary.join('\n')}`,
    )
    .toEqual([]);
}

/** The first screen of each width: a phone held upright and a laptop. */
const screenHeight = (width: number) => (width < 600 ? 844 : 800);

/** Sets the viewport to the width's first screen and lets layout (drawers, sliders) settle. */
async function showWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: screenHeight(width) });
  await page.waitForTimeout(250);
}

/**
 * Captures e2e/screenshots/{name}-{width}.png at the current width. The viewport is stretched to the
 * page's height first: a plain full-page capture leaves fixed elements (mobile bottom nav, floating
 * cart) stuck where the first screen ended, halfway down the image. Animations are frozen so sliders
 * do not blur.
 */
async function screenshotAt(page: Page, name: string, width: number): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const screen = screenHeight(width);
  // Heights given in vh (the host's "at least one screen" page) would grow with the stretched
  // viewport and leave a screen of blank space in the image: pin them to the real screen first.
  // Through the CSSOM, not a <style> tag: a merchant page's strict CSP refuses inline style tags, and
  // the embed journey checks that nothing is added to its <head>.
  await page.evaluate(
    ({ selector, height }) => {
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        el.dataset.skateShotMinHeight = el.style.getPropertyValue('min-height');
        el.style.setProperty('min-height', `${height}px`, 'important');
      }
    },
    { selector: PINNED, height: screen },
  );
  // Stretch until the page and the viewport agree (a taller viewport can reflow the page).
  let height = screen;
  for (let round = 0; round < 4; round++) {
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    const next = Math.min(Math.max(pageHeight, screen), MAX_SHOT_HEIGHT);
    if (next === height) break;
    height = next;
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(250);
  }
  await capture(page, join(SCREENSHOT_DIR, `${name}-${width}.png`));
  await page.evaluate((selector) => {
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      el.style.removeProperty('min-height');
      const before = el.dataset.skateShotMinHeight;
      if (before) el.style.setProperty('min-height', before);
      delete el.dataset.skateShotMinHeight;
    }
  }, PINNED);
}

/**
 * The first screen only, as a phone shows it before any scrolling (fixed actions where they really
 * sit): e2e/screenshots/{name}-first-screen-{width}.png at the current viewport.
 */
export async function screenshotFirstScreen(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: join(SCREENSHOT_DIR, `${name}-first-screen-${width}.png`),
    animations: 'disabled',
    timeout: SHOT_TIMEOUT_MS,
  });
}

/** Screenshots the page at 390 px and 1280 px into e2e/screenshots/{name}-{width}.png, then restores the viewport. */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of WIDTHS) {
    await showWidth(page, width);
    await screenshotAt(page, name, width);
  }
  await page.setViewportSize(original);
}

/**
 * One capture. fullPage as well, in case the taller viewport loaded more (Popular Products pages on
 * scroll). On a busy 2-core machine Chromium has once failed to hand over a full-page frame within
 * 15 s; a capture that times out is tried once more as a plain capture of the viewport, which was
 * already stretched to the page, so the image is the same. Any other error, or a second timeout,
 * fails the journey.
 */
async function capture(page: Page, path: string): Promise<void> {
  try {
    await page.screenshot({ path, fullPage: true, animations: 'disabled', timeout: SHOT_TIMEOUT_MS });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    console.warn(`[screenshot] ${path}: the full-page capture timed out; capturing the stretched viewport`);
    await page.screenshot({ path, timeout: SHOT_TIMEOUT_MS });
  }
}

/** The elements whose vh-based minimum height is pinned while a full-page shot is taken. */
const PINNED = 'body, #root > .skate-root, .host-page, .host-page-loading';

/** How long one capture may take before the fallback (ms). */
const SHOT_TIMEOUT_MS = 30_000;

/** Tallest screenshot taken (px); Chromium refuses much taller surfaces. */
const MAX_SHOT_HEIGHT = 12_000;

/**
 * What every journey does on each page it names, at 390 px and then 1280 px: axe-core on the first
 * screen of that width (a phone layout has its own drawer, bottom nav and sticky actions to check),
 * then the screenshot. The viewport is restored afterwards.
 */
export async function checkPage(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of WIDTHS) {
    const t0 = Date.now();
    await showWidth(page, width);
    await expectNoSeriousA11yViolations(page, `${name} at ${width} px`);
    const t1 = Date.now();
    if (TAKE_SCREENSHOTS) await screenshotAt(page, name, width);
    if (process.env.E2E_TIMING)
      console.log(`[timing] ${name} ${width}: axe ${t1 - t0} ms, screenshot ${Date.now() - t1} ms`);
  }
  await page.setViewportSize(original);
}

/**
 * The screenshots are for people to look at, not checks: CI (CI=true), where nobody looks, skips them
 * (minutes of full-page captures on 2 cores) unless E2E_SCREENSHOTS=1; axe runs at both widths either way.
 */
const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1' || !process.env.CI;

/** The spec's payment-result redirect: 2 s after the page loaded. */
const REDIRECT_MS = 2000;
const HOLD_FLAG = 'skatekit-e2e-hold-redirect';
const pagesWithHold = new WeakSet<Page>();

/**
 * Opens `path` with its 2 s redirect held back, runs `ready`, then axe and the screenshots. For the
 * payment results, which move on by themselves sooner than axe finishes: the journey checks the real
 * redirect first, then comes back here to look at the page itself. Only timers of exactly 2 s are
 * held (while a sessionStorage flag is set); axe, toasts and sliders keep their timers. Playwright's
 * clock cannot be used: pausing it also stops axe, which runs on timers.
 */
export async function checkPageWithRedirectHeld(
  page: Page,
  path: string,
  name: string,
  ready: () => Promise<void>,
): Promise<void> {
  if (!pagesWithHold.has(page)) {
    pagesWithHold.add(page);
    await page.addInitScript(
      ({ flag, delay }) => {
        const original = window.setTimeout;
        window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
          if (timeout === delay && sessionStorage.getItem(flag) === '1') return 0;
          return original(handler, timeout, ...args);
        }) as typeof window.setTimeout;
      },
      { flag: HOLD_FLAG, delay: REDIRECT_MS },
    );
  }
  await page.evaluate((flag) => sessionStorage.setItem(flag, '1'), HOLD_FLAG);
  await page.goto(path);
  await ready();
  await checkPage(page, name);
  await page.evaluate((flag) => sessionStorage.removeItem(flag), HOLD_FLAG);
}

/**
 * Collects every Content-Security-Policy violation the page and its frames report (Chromium logs each
 * as a console error: "Refused to load/execute/apply/frame/connect ... Content Security Policy").
 * @example const violations = watchCspViolations(page); ...; expect(violations).toEqual([]);
 */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Content-Security-Policy/i.test(text)) violations.push(text);
  });
  return violations;
}
