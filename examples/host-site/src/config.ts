/** Firebase web settings for push; all of them are needed, or push stays off. */
export interface FirebaseSettings {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  /** Web push certificate key pair (VAPID public key) of the Firebase project. */
  vapidKey?: string;
}

/** Everything the host site reads from its build environment. */
export interface SiteConfig {
  apiBase: string;
  merchantCode: string;
  enquiryBaseUrl?: string;
  /** Absent when the VITE_FIREBASE_* variables are not all set: push then does nothing. */
  firebase?: FirebaseSettings;
}

export const DEFAULT_API_BASE = 'http://localhost:4000';
export const DEFAULT_MERCHANT_CODE = 'SKATE01';

type Env = Partial<Record<keyof ImportMetaEnv, string | undefined>>;

const text = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** Firebase is all or nothing: a half-configured project would fail at token time, in front of users. */
function readFirebase(env: Env): FirebaseSettings | undefined {
  const apiKey = text(env.VITE_FIREBASE_API_KEY);
  const projectId = text(env.VITE_FIREBASE_PROJECT_ID);
  const messagingSenderId = text(env.VITE_FIREBASE_MESSAGING_SENDER_ID);
  const appId = text(env.VITE_FIREBASE_APP_ID);
  if (!apiKey || !projectId || !messagingSenderId || !appId) return undefined;
  return {
    apiKey,
    projectId,
    messagingSenderId,
    appId,
    authDomain: text(env.VITE_FIREBASE_AUTH_DOMAIN),
    vapidKey: text(env.VITE_FIREBASE_VAPID_KEY),
  };
}

/**
 * Reads the site configuration from Vite's env (pass `import.meta.env`).
 * @example readSiteConfig({ VITE_API_BASE: 'https://api.example.com' })
 */
export function readSiteConfig(env: Env): SiteConfig {
  return {
    // A trailing slash would double up in every call path.
    apiBase: (text(env.VITE_API_BASE) ?? DEFAULT_API_BASE).replace(/\/+$/, ''),
    merchantCode: text(env.VITE_MERCHANT_CODE) ?? DEFAULT_MERCHANT_CODE,
    enquiryBaseUrl: text(env.VITE_ENQUIRY_BASE),
    firebase: readFirebase(env),
  };
}
