/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Commerce API origin; default http://localhost:4000. */
  readonly VITE_API_BASE?: string;
  /** The merchant's store identifier; default SKATE01. */
  readonly VITE_MERCHANT_CODE?: string;
  /** Separate enquiry host, when the merchant has one. */
  readonly VITE_ENQUIRY_BASE?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_VAPID_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
