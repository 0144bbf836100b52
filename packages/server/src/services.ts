import { createHmac } from 'node:crypto';
import { SkateError, TEXTS } from './platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { merchantSettings } from './db/schema';
import { createLinkSigner, createTokenService, type LinkSigner, type TokenService } from './lib/tokens';
import { createRefreshTokenStore } from './modules/accounts/refresh-store';
import {
  createPincodeGeocoder,
  createPincodeLookup,
  type Geocoder,
  type PincodeLookup,
} from './providers/geocoder';
import { createTokeninfoVerifier, type GoogleVerifier } from './providers/google';
import { createMailer, type Mailer, type OutboxMailer } from './providers/mail';
import {
  createSandboxProvider,
  type PaymentProvider,
  providerForMerchant,
  type SandboxPaymentProvider,
} from './providers/payment';
import {
  createFakeWhatsAppStore,
  createMessagingSender,
  type FakeWhatsAppStore,
  type MessagingSender,
} from './providers/messaging';
import { createFakeFcmStore, createPushSender, type FakeFcmStore, type PushSender } from './providers/push';

/** What tests (or an embedding host) may swap out when building the app. */
export interface ServiceOverrides {
  /** The clock every expiry rule reads (OTPs, tokens, order dates). */
  now?: () => Date;
  mailer?: Mailer;
  google?: GoogleVerifier;
  geocoder?: Geocoder;
  /** fetch used to reach Razorpay and Google. */
  fetch?: typeof fetch;
  /** `sandbox` forces the sandbox provider for every merchant. Default: `auto`. */
  paymentMode?: 'auto' | 'sandbox';
}

/** Shared services of the accounts and money modules, one set per app. */
export interface Services {
  now: () => Date;
  mailer: Mailer;
  /** The outbox when mail is not sent over SMTP (read by `GET /dev/outbox/{email}`). */
  outbox: OutboxMailer | null;
  tokens: TokenService;
  google: GoogleVerifier;
  geocoder: Geocoder;
  sandbox: SandboxPaymentProvider;
  /** Key for OTP hashes. */
  otpSecret: string;
  /** The payment provider a merchant's payments go through. */
  paymentFor(mainId: string): Promise<PaymentProvider>;
  /** Sends pushes (FCM, or the local fake); null when push is off (PUSH_PROVIDER). */
  push: PushSender | null;
  /** The local FCM fake's memory (its routes are dev helpers). */
  fakeFcm: FakeFcmStore;
  /** Sends WhatsApp template messages (the Cloud API, or the local fake); null when WhatsApp is off. */
  messaging: MessagingSender | null;
  /** The local WhatsApp Cloud API fake's memory (its routes are dev helpers). */
  fakeWhatsApp: FakeWhatsAppStore;
  /** Signs and checks fee reminders' pay links (modules/fees/pay-links.ts). */
  feeLinks: LinkSigner;
  /** Signs and checks the links of merchants' offers on quotes (modules/inbox/offers.ts). */
  offerLinks: LinkSigner;
  /** Finds a pincode's place and centre (Google's Geocoding API, or its local fake); null when off. */
  pincodeLookup: PincodeLookup | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts and money services (tokens, mail, payment providers, clock). */
    services: Services;
  }
}

/** A purpose-specific key derived from the server secret, so one leaked key opens nothing else. */
function deriveKey(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(`skatekit:${purpose}`).digest('base64url');
}

/**
 * The secret that signs sandbox payments and webhooks, derived from the JWT secret: every instance
 * sharing one JWT_SECRET accepts the others' sandbox signatures (and tooling can sign a test webhook).
 */
export function sandboxSecret(jwtSecret: string): string {
  return deriveKey(jwtSecret, 'sandbox-payments');
}

/**
 * Builds the services from the app's config, database and any overrides. Every field is read at
 * call time, so a test may swap one on a running app (`app.services.now = () => later`) and the
 * token, OTP and payment code all follow.
 */
export function createServices(app: FastifyInstance, overrides: ServiceOverrides = {}): Services {
  const { config, db } = app;
  const paymentMode = overrides.paymentMode ?? 'auto';
  const services: Services = {
    now: overrides.now ?? (() => new Date()),
    mailer: null as unknown as Mailer,
    outbox: null,
    tokens: null as unknown as TokenService,
    google: null as unknown as GoogleVerifier,
    geocoder: overrides.geocoder ?? createPincodeGeocoder(db),
    sandbox: null as unknown as SandboxPaymentProvider,
    otpSecret: deriveKey(config.jwtSecret, 'otp'),
    push: null,
    fakeFcm: createFakeFcmStore(),
    messaging: null,
    fakeWhatsApp: createFakeWhatsAppStore(),
    feeLinks: null as unknown as LinkSigner,
    offerLinks: null as unknown as LinkSigner,
    pincodeLookup: null,
    async paymentFor(mainId: string) {
      const [settings] = await db
        .select({
          provider: merchantSettings.payment_provider,
          keyId: merchantSettings.key_id,
          keySecret: merchantSettings.key_secret,
          webhookSecret: merchantSettings.webhook_secret,
        })
        .from(merchantSettings)
        .where(eq(merchantSettings.main_id, mainId))
        .limit(1);
      // The sandbox (SKATEKIT_DEV_ROUTES=1 only) answers with the merchant's public key id, the one
      // GET /pay-razorpay/{store} shows. Without it no merchant ever pays into the sandbox.
      if (settings?.provider !== 'razorpay' && config.devRoutes)
        return settings?.keyId ? { ...services.sandbox, keyId: settings.keyId } : services.sandbox;
      // The merchant's own keys first; the server-wide RAZORPAY_* keys serve a single-merchant install.
      const own = settings?.provider === 'razorpay' && settings.keyId && settings.keySecret ? settings : null;
      const keys = own ?? config.razorpay;
      if (!config.devRoutes && !(keys.keyId && keys.keySecret)) throw paymentsNotSetUp();
      return providerForMerchant(
        {
          keyId: keys.keyId,
          keySecret: keys.keySecret,
          webhookSecret: keys.webhookSecret || config.razorpay.webhookSecret,
        },
        { mode: config.devRoutes ? paymentMode : 'auto', sandbox: services.sandbox, fetch: overrides.fetch },
      );
    },
  };
  const now = () => services.now();
  services.mailer =
    overrides.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      // Tests keep their mail in memory; a dev run gets the file in the data directory. Production
      // refuses to start without SMTP_URL, so codes never land in a file there.
      dataDir: config.nodeEnv === 'test' || config.nodeEnv === 'production' ? undefined : config.dataDir,
      now,
    });
  services.outbox = services.mailer.kind === 'outbox' ? (services.mailer as OutboxMailer) : null;
  services.tokens = createTokenService({ secret: config.jwtSecret, store: createRefreshTokenStore(db), now });
  services.google =
    overrides.google ??
    // SKATEKIT_DEV_ROUTES=1 only (never production, loopback only): end-to-end runs sign in with
    // `e2e-google:{email}` tokens, since Google's servers are the edge of the world a test cannot reach.
    (config.devRoutes ? testGoogleVerifier() : null) ??
    createTokeninfoVerifier({
      clientIds: config.googleClientIds,
      fetch: overrides.fetch,
      now,
    });
  services.feeLinks = createLinkSigner({
    secret: deriveKey(config.jwtSecret, 'fee-links'),
    purpose: 'fee-link',
    now,
  });
  services.offerLinks = createLinkSigner({
    secret: deriveKey(config.jwtSecret, 'quote-offer-links'),
    purpose: 'quote-offer',
    now,
  });
  services.sandbox = createSandboxProvider({ secret: sandboxSecret(config.jwtSecret), now });
  return services;
}

/**
 * Decorates the app with `services`. Wrapped in fastify-plugin and listed first in modules/index.ts,
 * so every module sees the same set.
 */
export const servicesPlugin = fp(
  async (app: FastifyInstance) => {
    const services = createServices(app);
    // firebase-admin is imported here, only when PUSH_PROVIDER=fcm; missing, the app refuses to start.
    services.push = await createPushSender(app);
    services.messaging = createMessagingSender(app);
    services.pincodeLookup = createPincodeLookup(app);
    app.decorate('services', services);
  },
  { name: 'skatekit-services' },
);

/** 503 for a pay-now order when no Razorpay keys exist (and the sandbox is off). */
function paymentsNotSetUp(): SkateError {
  return new SkateError('network', TEXTS.PAYMENTS_NOT_SET_UP, { status: 503 });
}

/** The dev-helpers Google verifier: accepts `e2e-google:{email}` and nothing else. */
function testGoogleVerifier(): GoogleVerifier {
  return {
    async verify(idToken) {
      const match = /^e2e-google:([^\s@]+@[^\s@]+\.[^\s@]+)$/.exec(idToken);
      if (!match) return null;
      const email = match[1].toLowerCase();
      return { sub: `e2e-${email}`, email, emailVerified: true, name: email.split('@')[0] };
    },
  };
}
