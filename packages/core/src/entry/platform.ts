/** @skatekit/core/platform: storage, native bridge, push and clock adapters. */
export {
  type BroadcastChannelLike,
  type BrowserStorageOptions,
  createBrowserStorage,
  createMemoryStorage,
  createSharedMemoryStorage,
  type StorageAdapter,
  type StorageEventLike,
  type StorageEventSource,
  type StorageListener,
  type WebStorageLike,
} from '../platform/storage';
export { createCookieStorage, type CookieStorageOptions } from '../platform/cookie-storage';
export { readJson, writeJson } from '../platform/json-storage';
export { createEncryptedCodec, type RecordCodec } from '../platform/encrypted-codec';
export {
  APP_USER_AGENT_TOKEN,
  detectPlatform,
  IOS_MESSAGE_HANDLERS,
  type PlatformEnv,
} from '../platform/detect-platform';
export { connectNativeApp } from '../workflows/native-app';
export {
  BRIDGE_MESSAGES,
  BRIDGE_PROTOCOL_VERSION,
  type BridgeCapabilities,
  type BridgeMessageEvent,
  createNativeBridge,
  EXTERNAL_SCHEMES,
  GOOGLE_SIGN_IN_REQUEST,
  type NativeSignInFailure,
  type NativeBridge,
  type NativeBridgeOptions,
  type NativeBridgeTarget,
  type NativeCallbackOptions,
  type NativeMessage,
  type NativeRequest,
} from '../platform/native-bridge';
export { EARLY_BRIDGE_MESSAGES, holdEarlyBridgeMessages } from '../platform/early-messages';
export {
  type PushAdapter,
  type PushApi,
  type PushMessage,
  type PushPermission,
  type PushRegistrationResult,
  registerPush,
  type RegisterPushOptions,
} from '../platform/push';
export {
  createNativePushAdapter,
  NATIVE_PUSH_WAIT_MS,
  type NativePushOptions,
  PUSH_MESSAGE,
  PUSH_TOKEN_MESSAGE,
  PUSH_TOKEN_REQUEST,
} from '../platform/native-push';
export type { Clock } from '../platform/clock';
export type {
  GatewayOpenOptions,
  GatewayOrder,
  GatewayPrefill,
  GatewayResult,
  PaymentGateway,
  PaymentProof,
} from '../platform/payment-gateway';
export {
  createPaymentGateway,
  type PaymentGatewayOptions,
  razorpayPlatformOptions,
  SANDBOX_MESSAGE_SOURCE,
} from '../platform/browser-payment-gateway';
