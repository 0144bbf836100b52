import { TOAST_MS } from '@skatekit/core/rules';
import { cssTransition, toast } from 'react-toastify/unstyled';

/** Enter/leave animation whose keyframes live in styles/toast.ts (the unstyled entry ships none). */
export const skateToastTransition = cssTransition({ enter: 'skate-toast-in', exit: 'skate-toast-out' });

/**
 * The spec's notices (react-toastify, closing after 3 s). Always go through these so every
 * component shows the same kinds of message the same way; texts come from core's TEXTS.
 */
export const notify = {
  success: (text: string) => toast.success(text, { autoClose: TOAST_MS }),
  warning: (text: string) => toast.warning(text, { autoClose: TOAST_MS }),
  error: (text: string) => toast.error(text, { autoClose: TOAST_MS }),
  info: (text: string) => toast.info(text, { autoClose: TOAST_MS }),
};
