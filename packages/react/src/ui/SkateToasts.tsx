import { TOAST_MS } from '../timings';

import { cssTransition, ToastContainer, type ToastTransitionProps } from 'react-toastify/unstyled';
import { useEffect, useLayoutEffect } from 'react';
import { useSkateStyles } from '../provider/sheets';
import { toastsReady } from '../provider/toastSlot';
import { TOAST_SHEETS } from '../styles/groups/toast';

/** Enter/leave animation whose keyframes live in styles/toast.ts (the unstyled entry ships none). */
export const skateToastTransition = cssTransition({ enter: 'skate-toast-in', exit: 'skate-toast-out' });
const Transition = skateToastTransition;

/**
 * The transition, plus the notice box's `::part(toast)` name: react-toastify renders that box and
 * takes no attributes for it, but hands its node to the transition.
 */
function PartedTransition(props: ToastTransitionProps) {
  const { nodeRef } = props;
  useLayoutEffect(() => nodeRef.current?.setAttribute('part', 'toast'), [nodeRef]);
  return <Transition {...props} />;
}

/**
 * The page's notice area: react-toastify's container with the spec's 3 s and SkateKit's transition.
 * `<SkateProvider>` renders one once the first notice is shown (so an app that never notifies does
 * not load react-toastify); a host that runs several providers on one page (custom elements) turns
 * theirs off and renders exactly one of these, inside a `.skate-root` for its styles, since
 * react-toastify keeps a single default container per page.
 */
export function SkateToasts() {
  useSkateStyles(TOAST_SHEETS);
  // A macrotask after mounting: StrictMode's mount, unmount and mount again are over by then.
  useEffect(() => {
    const timer = setTimeout(toastsReady, 0);
    return () => clearTimeout(timer);
  }, []);
  return <ToastContainer autoClose={TOAST_MS} position="top-right" transition={PartedTransition} />;
}
