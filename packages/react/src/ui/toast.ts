import { TOAST_MS } from '@skatekit/core/rules';
import { toast } from 'react-toastify/unstyled';
import { showToastContainer, whenToastsReady } from '../provider/toastSlot';
import { SkateToasts } from './SkateToasts';

export { skateToastTransition } from './SkateToasts';

// The first notice mounts the providers' notice areas; notices wait until one has mounted.
const show = (kind: 'success' | 'warning' | 'error' | 'info', text: string): void => {
  showToastContainer(SkateToasts);
  whenToastsReady(() => toast[kind](text, { autoClose: TOAST_MS }));
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
