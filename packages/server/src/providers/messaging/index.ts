import type { FastifyInstance } from 'fastify';
import { ownAddress } from '../push';
import { FAKE_WHATSAPP_PHONE_NUMBER_ID, FAKE_WHATSAPP_TOKEN } from './fake-whatsapp';
import { WHATSAPP_API_URL } from './types';
import { createWhatsAppCloudSender } from './whatsapp-cloud';
import type { MessagingSender } from './types';

export {
  createFakeWhatsAppStore,
  FAKE_WHATSAPP_PHONE_NUMBER_ID,
  FAKE_WHATSAPP_TOKEN,
  type FakeWhatsAppMessage,
  type FakeWhatsAppStore,
  fakeWhatsAppRoutes,
} from './fake-whatsapp';
export * from './types';
export { createWhatsAppCloudSender, type WhatsAppCloudOptions } from './whatsapp-cloud';

/**
 * The WhatsApp sender the config asks for: the Cloud API with WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID
 * (at WHATSAPP_API_URL, the real graph.facebook.com by default); without them, with the dev helpers, the
 * same client aimed at the local fake (WHATSAPP_API_URL, else this server's /dev/whatsapp); else null
 * (WhatsApp is off: reminders go by mail and push only).
 */
export function createMessagingSender(
  app: FastifyInstance,
  fetchImpl?: typeof fetch,
): MessagingSender | null {
  const { whatsapp, devRoutes } = app.config;
  if (whatsapp.token && whatsapp.phoneNumberId)
    return createWhatsAppCloudSender({
      apiUrl: whatsapp.apiUrl ?? WHATSAPP_API_URL,
      version: whatsapp.apiVersion,
      phoneNumberId: whatsapp.phoneNumberId,
      token: whatsapp.token,
      fetch: fetchImpl,
    });
  if (!devRoutes) return null;
  return createWhatsAppCloudSender({
    kind: 'fake',
    apiUrl: () => whatsapp.apiUrl ?? `${ownAddress(app)}/dev/whatsapp`,
    version: whatsapp.apiVersion,
    phoneNumberId: FAKE_WHATSAPP_PHONE_NUMBER_ID,
    token: FAKE_WHATSAPP_TOKEN,
    fetch: fetchImpl,
  });
}
