import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { WhatsAppErrorBody } from './types';

/** The phone number id the development sender posts as; the fake refuses any other. */
export const FAKE_WHATSAPP_PHONE_NUMBER_ID = '100000000000001';
/** The access token the development sender presents; the fake refuses any other. */
export const FAKE_WHATSAPP_TOKEN = 'fake-whatsapp-token';

/** One message the fake took, as the Cloud API request carried it. */
export interface FakeWhatsAppMessage {
  /** The `wamid.` it answered. */
  id: string;
  to: string;
  template: string;
  language: string;
  /** The body parameters' texts, in order. */
  params: string[];
  /** The first web address among the parameters (a reminder's pay link), or null. */
  link: string | null;
  /** The request body as it came. */
  body: unknown;
  receivedAt: string;
}

/** The fake's memory: what it took, oldest first. */
export interface FakeWhatsAppStore {
  messages: FakeWhatsAppMessage[];
}

export function createFakeWhatsAppStore(): FakeWhatsAppStore {
  return { messages: [] };
}

function graphError(
  reply: FastifyReply,
  status: number,
  error: Omit<WhatsAppErrorBody['error'], 'fbtrace_id'>,
) {
  const body: WhatsAppErrorBody = { error: { ...error, fbtrace_id: randomBytes(9).toString('base64url') } };
  return reply.code(status).send(body);
}

const invalid = (reply: FastifyReply, why: string) =>
  graphError(reply, 400, { message: `(#100) Invalid parameter: ${why}`, type: 'OAuthException', code: 100 });

/** The template's texts, or the reason the body is not a Cloud API template message. */
function readTemplate(
  body: unknown,
): { to: string; name: string; language: string; params: string[] } | string {
  const b = (body ?? {}) as Record<string, unknown>;
  if (b.messaging_product !== 'whatsapp') return 'messaging_product must be "whatsapp"';
  if (typeof b.to !== 'string' || !/^\+?\d{8,15}$/.test(b.to)) return 'to must be a phone number';
  if (b.type !== 'template') return 'type must be "template" (a business starts a conversation with one)';
  const template = (b.template ?? {}) as Record<string, unknown>;
  if (typeof template.name !== 'string' || !/^[a-z0-9_]{1,512}$/.test(template.name))
    return 'template.name must be a template name';
  const language = (template.language ?? {}) as Record<string, unknown>;
  if (typeof language.code !== 'string' || language.code.length === 0)
    return 'template.language.code is required';
  const components = template.components ?? [];
  if (!Array.isArray(components)) return 'template.components must be an array';
  const params: string[] = [];
  for (const component of components as Record<string, unknown>[]) {
    if (!['header', 'body', 'button'].includes(String(component?.type)))
      return 'template.components[].type must be header, body or button';
    if (component.type !== 'body') continue;
    for (const parameter of (component.parameters ?? []) as Record<string, unknown>[]) {
      if (parameter?.type !== 'text' || typeof parameter.text !== 'string' || parameter.text.length === 0)
        return 'body parameters must be { type: "text", text } with a text';
      params.push(parameter.text);
    }
  }
  return { to: b.to.replace(/^\+/, ''), name: template.name, language: language.code, params };
}

/**
 * A local stand-in for the WhatsApp Cloud API, like the FCM fake and the payment sandbox (dev helpers
 * only): `POST /dev/whatsapp/{version}/{phone-number-id}/messages` answers as the Cloud API does -
 * `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id }] }` for a template message, 401
 * (#190 OAuthException) for another token, 400 (#100) for another phone number id or a malformed body.
 * Tests and e2e read what it took at `GET /dev/whatsapp/messages?to=` (each with its pay `link`).
 */
export const fakeWhatsAppRoutes: FastifyPluginAsync<{ store: FakeWhatsAppStore }> = async (
  app,
  { store },
) => {
  app.post<{ Params: { version: string; phone: string }; Body: unknown }>(
    '/dev/whatsapp/:version/:phone/messages',
    async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${FAKE_WHATSAPP_TOKEN}`)
        return graphError(reply, 401, {
          message: 'Invalid OAuth access token - Cannot parse access token',
          type: 'OAuthException',
          code: 190,
        });
      if (!/^v\d+\.\d+$/.test(request.params.version))
        return graphError(reply, 400, {
          message: 'Unknown path components',
          type: 'OAuthException',
          code: 2500,
        });
      if (request.params.phone !== FAKE_WHATSAPP_PHONE_NUMBER_ID)
        return graphError(reply, 400, {
          message: `Unsupported post request. Object with ID '${request.params.phone}' does not exist`,
          type: 'GraphMethodException',
          code: 100,
        });
      const template = readTemplate(request.body);
      if (typeof template === 'string') return invalid(reply, template);
      const id = `wamid.${randomBytes(18).toString('base64url')}`;
      store.messages.push({
        id,
        to: template.to,
        template: template.name,
        language: template.language,
        params: template.params,
        link: template.params.find((text) => /^https?:\/\//.test(text)) ?? null,
        body: request.body,
        receivedAt: new Date().toISOString(),
      });
      return {
        messaging_product: 'whatsapp',
        contacts: [{ input: (request.body as { to: string }).to, wa_id: template.to }],
        messages: [{ id }],
      };
    },
  );

  app.get<{ Querystring: { to?: string } }>('/dev/whatsapp/messages', async (request) => {
    const to = request.query.to?.replace(/\D/g, '');
    return { data: store.messages.filter((m) => !to || m.to === to) };
  });
};
