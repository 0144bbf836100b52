/**
 * The `<template>` of chunk links the compiled server writes into a page that has a first screen of its
 * own (packages/server http/site-page.ts BOOT_FILES_ID).
 */
export const BOOT_FILES_ID = 'skatekit-boot-files';
/** Longest the storefront waits for the first screen's images before it starts anyway. */
export const FIRST_SCREEN_WAIT_MS = 3000;

/** The held chunk links added to the head per task (see `startAfterFirstScreen`). */
export const LINKS_PER_TASK = 4;

/**
 * Starts the storefront (`start`) when the page is ready for it. A page the server drew (a product's
 * image, title and price; a listing's first cards; the home hero) needs no script to be seen, so the
 * storefront's scripts are fetched only once that first screen is on screen with its images (the
 * template's links added to the head then), and do not take the connection from them on a slow network.
 * A page without one starts at once (its chunks are already on their way).
 */
export function startAfterFirstScreen(start: () => void, doc: Document = document): void {
  const later = doc.getElementById(BOOT_FILES_ID);
  if (!(later instanceof HTMLTemplateElement)) {
    start();
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    // Each new modulepreload link costs the main thread 4-6 ms on a throttled phone (its fetch is set
    // up at once): a few links per task, so adding the 15 of a page is no long task of its own.
    const links = [...doc.importNode(later.content, true).childNodes];
    const addSome = () => {
      doc.head.append(...links.splice(0, LINKS_PER_TASK));
      if (links.length > 0) setTimeout(addSome, 0);
    };
    addSome();
    start();
  };
  // After the next frame is painted: a rendering frame, then a task after it.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(once, 0));
  if (doc.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
  // A hidden tab paints no frame, and an image that never arrives must not hold the shop back.
  setTimeout(once, doc.visibilityState === 'visible' ? FIRST_SCREEN_WAIT_MS : 0);
}
