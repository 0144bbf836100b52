import { createNativeBridge } from '../platform/native-bridge';
import type { StorefrontPartFactories } from '../storefront';

/**
 * Storefront part `bridge`: the native wrapper's bridge. Only the wrapper apps have a native side; on
 * a website the bridge would only add a listener, so it is `undefined` there.
 */
export const bridgePart: NonNullable<StorefrontPartFactories['bridge']> = ({
  env,
  platform,
  bridgeOptions,
}) => (platform === 'WEBSITE' ? undefined : createNativeBridge(env, bridgeOptions));
