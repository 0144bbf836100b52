import { TOAST_MS } from '../timings';

import { createElement, type ReactNode } from 'react';
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

/** A button in a notice ("View cart" after an add): runs, then closes the notice. */
export interface NoticeAction {
  label: string;
  run: () => void;
}

/** The notice's text, with its action button after it when there is one. */
const content = (text: string, action?: NoticeAction) =>
  action
    ? ({ closeToast }: { closeToast: () => void }): ReactNode =>
        createElement(
          'span',
          { className: 'skate-toast-content' },
          createElement('span', null, text),
          createElement(
            'button',
            {
              type: 'button',
              className: 'skate-toast-action',
              onClick: () => {
                closeToast();
                action.run();
              },
            },
            action.label,
          ),
        )
    : text;

// The first notice mounts the providers' notice areas; notices wait until one has mounted.
const show = (kind: 'success' | 'warning' | 'error' | 'info', text: string, action?: NoticeAction): void => {
  loadArea().then(
    ({ SkateToasts, toast }) => {
      showToastContainer(SkateToasts);
      whenToastsReady(() => toast[kind](content(text, action), { autoClose: TOAST_MS }));
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
  success: (text: string, action?: NoticeAction) => show('success', text, action),
  warning: (text: string) => show('warning', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
};
