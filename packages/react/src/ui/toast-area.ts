/** What the first notice loads (see toast.ts): react-toastify's `toast` and SkateKit's notice area. */
export { toast } from 'react-toastify/unstyled';
export { SkateToasts } from './SkateToasts';
