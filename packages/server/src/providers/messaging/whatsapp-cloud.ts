import { type MessagingSender, type WhatsAppErrorBody, whatsappTemplateBody } from './types';

/** Options of the WhatsApp Cloud API client. */
export interface WhatsAppCloudOptions {
  /** `https://graph.facebook.com`, or the fake's `http://127.0.0.1:4000/dev/whatsapp` (read at each send). */
  apiUrl: string | (() => string);
  /** `v21.0`. */
  version: string;
  phoneNumberId: string;
  /** A system user's access token with whatsapp_business_messaging. */
  token: string;
  fetch?: typeof fetch;
  kind?: MessagingSender['kind'];
}

/**
 * A thin WhatsApp Cloud API client: `POST {apiUrl}/{version}/{phone-number-id}/messages` with the bearer
 * token and a template body. A 200 answers the message's `wamid`; anything else throws with the API's
 * `error.message` and `code`, and the outbox retries it.
 */
export function createWhatsAppCloudSender(options: WhatsAppCloudOptions): MessagingSender {
  const doFetch = options.fetch ?? globalThis.fetch;
  const apiUrl = typeof options.apiUrl === 'function' ? options.apiUrl : () => options.apiUrl as string;
  return {
    kind: options.kind ?? 'whatsapp',
    async send(message) {
      const url = `${apiUrl().replace(/\/+$/, '')}/${options.version}/${encodeURIComponent(options.phoneNumberId)}/messages`;
      const response = await doFetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(whatsappTemplateBody(message)),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json().catch(() => ({}))) as Partial<WhatsAppErrorBody> & {
        contacts?: { wa_id?: string }[];
        messages?: { id?: string }[];
      };
      const id = body.messages?.[0]?.id;
      if (response.ok && id) return { id, waId: body.contacts?.[0]?.wa_id ?? message.to };
      const error = body.error;
      throw new Error(
        `WhatsApp answered ${response.status}${error ? ` (#${error.code} ${error.type}): ${error.message}` : ''}`,
      );
    },
  };
}
