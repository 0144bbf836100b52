// @skatekit/react/push: push notifications and the wrapper apps' native sign-in. The Firebase SDK (an
// optional peer dependency) is imported dynamically, only when a Firebase push adapter asks for a token.
export {
  createFirebasePushAdapter,
  firebaseMessagingServiceWorker,
  FIREBASE_SW_PATH,
  FIREBASE_SW_SDK_VERSION,
  type FirebasePushConfig,
  type ServiceWorkerOptions,
} from './firebasePush';
export { usePushNotifications, type PushNotificationsOptions, type PushStatus } from './usePushNotifications';
export { useNativeGoogleSignIn, type NativeGoogleSignIn } from './useNativeGoogleSignIn';
