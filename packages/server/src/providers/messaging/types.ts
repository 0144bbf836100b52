/*
 * The messaging provider interface (issue 38's reminders): a template message to a phone, in the shape of
 * the WhatsApp Cloud API (`POST {api}/{version}/{phone-number-id}/messages`). WhatsApp sends a business's
 * first message of a conversation only from a template the business had approved at Meta, so a reminder is
 * a template name, a language and the body's parameters in order.
 */

/** The Cloud API's address and version the real sender uses unless WHATSAPP_API_URL says otherwise. */
export const WHATSAPP_API_URL = 'https://graph.facebook.com';
export const WHATSAPP_API_VERSION = 'v21.0';

/** One template message to one phone, as the outbox worker hands it to a sender. */
export interface TemplateMessage {
  /** The phone in international form, digits only (`919876543210`). */
  to: string;
  /** The approved template's name, e.g. `fee_reminder_due`. */
  template: string;
  /** The template's language code, e.g. `en`. */
  language: string;
  /** The body's `{{1}}`, `{{2}}`... in order. */
  params: string[];
}

/** What the API answered for a message it took. */
export interface MessageReceipt {
  /** `wamid....`: the message's id at WhatsApp. */
  id: string;
  /** The WhatsApp id of the phone it went to. */
  waId: string;
}

/** Sends template messages: the Cloud API (`whatsapp`), or the local fake (`fake`) in development and tests. */
export interface MessagingSender {
  kind: 'whatsapp' | 'fake';
  /** Resolves once the API took the message; throws (the outbox retries) for anything else. */
  send(message: TemplateMessage): Promise<MessageReceipt>;
}

/** The Cloud API's error envelope. */
export interface WhatsAppErrorBody {
  error: { message: string; type: string; code: number; fbtrace_id: string };
}

/** The request body of one template message (the Cloud API's `messages` edge). */
export function whatsappTemplateBody(message: TemplateMessage) {
  return {
    messaging_product: 'whatsapp' as const,
    to: message.to,
    type: 'template' as const,
    template: {
      name: message.template,
      language: { code: message.language },
      components: [
        {
          type: 'body' as const,
          parameters: message.params.map((text) => ({ type: 'text' as const, text })),
        },
      ],
    },
  };
}

/** An outbox row's `data` for a template message (string values, as the column keeps them). */
export const templateData = (message: Omit<TemplateMessage, 'to'>): Record<string, string> => ({
  template: message.template,
  language: message.language,
  params: JSON.stringify(message.params),
});

/** The template message an outbox row of channel `whatsapp` holds. */
export function templateFromData(to: string, data: Record<string, string>): TemplateMessage {
  const params: unknown = JSON.parse(data.params ?? '[]');
  return {
    to,
    template: data.template ?? '',
    language: data.language ?? 'en',
    params: Array.isArray(params) ? params.map(String) : [],
  };
}

/**
 * A customer's mobile as WhatsApp addresses it (digits, country code first), or '' when it is none: a
 * 10-digit Indian mobile gets 91 in front; a number with its country code (11 to 15 digits) is kept.
 */
export function whatsappNumber(mobile: string): string {
  const digits = mobile.replace(/\D/g, '').replace(/^0+/, '');
  if (/^[6-9]\d{9}$/.test(digits)) return `91${digits}`;
  return /^[1-9]\d{10,14}$/.test(digits) ? digits : '';
}
