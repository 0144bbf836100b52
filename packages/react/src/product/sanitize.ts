import DOMPurify from 'dompurify';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Product descriptions are merchant HTML: sanitised with DOMPurify before display. Where DOMPurify
 * cannot run (no DOM, e.g. server rendering) the text is escaped instead, never passed through.
 */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  if (DOMPurify.isSupported) return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  return escapeHtml(html);
}
