import { toText } from '../format/coerce';
import { TEXTS } from '../texts';
import type { QuoteForm } from '../validation/forms';

/**
 * The text of the chat a signed-in quote request opens: a greeting, the filled-in fields (empty
 * optional ones left out) and the items asked about, one per line. Pass it to chatLink, which encodes it.
 */
export function quoteChatMessage(form: Partial<QuoteForm> & { items?: readonly string[] }): string {
  const fields: [string, unknown][] = [
    [TEXTS.FULL_NAME, form.name],
    [TEXTS.PHONE_NUMBER, form.phone],
    [TEXTS.EMAIL_ADDRESS, form.email],
    [TEXTS.DESCRIPTION, form.description],
  ];
  const lines: string[] = [TEXTS.QUOTE_CHAT_INTRO];
  for (const [label, value] of fields) if (toText(value) !== '') lines.push(`${label}: ${toText(value)}`);
  const items = (form.items ?? []).map(toText).filter((item) => item !== '');
  if (items.length > 0) lines.push(`${TEXTS.QUOTE_ITEMS}:`, ...items.map((item) => `- ${item}`));
  return lines.join('\n');
}
