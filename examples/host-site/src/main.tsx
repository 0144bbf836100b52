import './host.css';
import { holdEarlyBridgeMessages } from '@skatekit/core/platform';
import { startAfterFirstScreen } from './firstScreen';

// Inside the wrapper apps: what the app posts once the page has loaded (a notification tap's
// openRoute) is kept until the storefront's bridge is made.
holdEarlyBridgeMessages();

// The page's entry, kept small: the storefront (./start) comes once the server's first screen is shown.
startAfterFirstScreen(() => void import('./start'));
