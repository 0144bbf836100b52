// @skatekit/core/html: the one sanitiser of merchant HTML, for the server (on save) and the clients (on show).
export { isSafeUrl, sanitizeHtml } from '../html/sanitize';
