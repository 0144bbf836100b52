import { MOBILE_DIGITS } from '../constants';
import { normaliseMobile } from '../validation/mobile';

/** Indian country code, put in front of the 10-digit numbers of the Help tab. */
const COUNTRY_CODE = '91';

/** A number as international digits (91 + 10 digits), or null when it is not a valid mobile number. */
function international(number: string | number | null | undefined): string | null {
  const mobile = normaliseMobile(number);
  return mobile.length === MOBILE_DIGITS ? `${COUNTRY_CODE}${mobile}` : null;
}

/**
 * A WhatsApp chat link to an Indian number (+91), with an optional prefilled message.
 * @example chatLink('98765 43210', 'Hi') // "https://wa.me/919876543210?text=Hi"
 */
export function chatLink(number: string | number | null | undefined, text?: string): string | null {
  const digits = international(number);
  if (digits === null) return null;
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}

/**
 * A tel: link with the +91 prefix.
 * @example telLink('09876543210') // "tel:+919876543210"
 */
export function telLink(number: string | number | null | undefined): string | null {
  const digits = international(number);
  return digits === null ? null : `tel:+${digits}`;
}

/** A maps search link for an address ("View Directions"). */
export function mapsSearchLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;
}
