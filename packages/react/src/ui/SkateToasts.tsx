import { TOAST_MS } from '@skatekit/core/rules';
import { ToastContainer } from 'react-toastify/unstyled';
import { skateToastTransition } from './toast';

/**
 * The page's notice area: react-toastify's container with the spec's 3 s and SkateKit's transition.
 * `<SkateProvider>` renders one; a host that runs several providers on one page (custom elements)
 * turns theirs off and renders exactly one of these, inside a `.skate-root` for its styles, since
 * react-toastify keeps a single default container per page.
 */
export function SkateToasts() {
  return <ToastContainer autoClose={TOAST_MS} position="top-right" transition={skateToastTransition} />;
}
