import { TOAST_MS } from '@skatekit/core/rules';
import { showToastContainer, whenToastsReady } from '../provider/toastSlot';

// react-toastify and the notice area are fetched with the first notice, not with the components
// that may raise one: a listing that never shows a notice never loads them. One promise, so notices
// keep their order.
let area: Promise<typeof import('./toast-area')> | undefined;
const loadArea = () => {
  area ??= import('./toast-area');
  area.catch(() => {
    area = undefined;
  });
  return area;
};

// The first notice mounts the providers' notice areas; notices wait until one has mounted.
const show = (kind: 'success' | 'warning' | 'error' | 'info', text: string): void => {
  loadArea().then(
    ({ SkateToasts, toast }) => {
      showToastContainer(SkateToasts);
      whenToastsReady(() => toast[kind](text, { autoClose: TOAST_MS }));
    },
    // Offline before the notice code arrived: the message still reaches the console.
    (error: unknown) => console.warn('[skatekit] notice not shown:', text, error),
  );
};

/**
 * The spec's notices (react-toastify, closing after 3 s). Always go through these so every
 * component shows the same kinds of message the same way; texts come from core's TEXTS.
 */
export const notify = {
  success: (text: string) => show('success', text),
  warning: (text: string) => show('warning', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
};
