/**
 * Entry of the standalone browser build (`dist/cdn/skate.js`): the loader, which registers
 * `<skate-config>` and fetches each tag's chunk when the tag first appears on the page.
 */
export { startLoader } from './loader';
