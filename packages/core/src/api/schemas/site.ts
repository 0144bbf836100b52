import * as z from 'zod/mini';
import {
  bool,
  isRecord,
  jsonList,
  listEnvelope,
  mongoId,
  num,
  optStr,
  preprocess,
  recordEnvelope,
  str,
  textList,
} from './shared';

/** One of the merchant's social profiles: the network's name and an http(s) address (others are dropped). */
export const SocialLink = /* @__PURE__ */ z.object({
  name: z.string().check(z.minLength(1)),
  url: z.string().check(z.regex(/^https?:\/\//i)),
});
/** One of the merchant's social profiles. */
export type SocialLink = z.output<typeof SocialLink>;

/**
 * The chat and call numbers of the Help tab; also (extension) the contact e-mail and the social
 * profiles the contact page lists ('' and [] from a backend without them).
 */
export const Help = /* @__PURE__ */ z.object({
  whatsapp_number: str(),
  mobile: str(),
  email: str(),
  social_links: jsonList(SocialLink),
});
/** The chat and call numbers of the Help tab. */
export type Help = z.output<typeof Help>;

const buttonShape = {
  _id: mongoId(),
  button_id: str(),
  button_name: str(),
  /** The spec's "default flag"; `isDefault` / `is_default` from the loose backend are read too. */
  default: bool(),
  status: str(),
};

/** The backend names the default flag three ways; every reader only looks at `default`. */
const withDefault = (value: unknown): unknown => {
  if (!isRecord(value) || value.default !== undefined) return value;
  return { ...value, default: value.isDefault ?? value.is_default };
};

/** A configured cart button (getquote, addtocart, buynow) and whether it is a default. */
export const ButtonConfig = /* @__PURE__ */ preprocess(
  (value: { button_id?: string; button_name?: string; default?: boolean | string; status?: string }) =>
    withDefault(value),
  z.object(buttonShape),
);
/** A configured cart button. */
export type ButtonConfig = z.output<typeof ButtonConfig>;

/** A configured pay button (paymanual, paynow, payondelivery); the spec does not show its shape, so it mirrors ButtonConfig. */
export const PayButtonConfig = ButtonConfig;
/** A configured pay button. */
export type PayButtonConfig = ButtonConfig;

/** Site metadata applied on start. `scripts` is a list of script addresses (JSON text is parsed). */
export const Meta = /* @__PURE__ */ z.object({
  title: str(),
  description: str(),
  keywords: str(),
  author: str(),
  icon: str(),
  scripts: textList(),
});
/** Site metadata. */
export type Meta = z.output<typeof Meta>;

/** A class level of the enquiry host (fetched, unused by the screens). */
export const ClassLevel = /* @__PURE__ */ z.object({
  _id: mongoId(),
  id: optStr(),
  class_level: str(),
  status: str(),
});
/** A class level. */
export type ClassLevel = z.output<typeof ClassLevel>;

/** An office or training centre; `type` is "Our Office" or "Center", `locationLink` a maps address. */
export const Office = /* @__PURE__ */ z.object({
  _id: mongoId(),
  id: str(),
  name: str(),
  address: str(),
  locationLink: str(),
  image: str(),
  type: str(),
  position: num(),
});
/** An office or training centre. */
export type Office = z.output<typeof Office>;

/** GET /help/single/{property} -> `{ help: Help }`. */
export const HelpResponse = /* @__PURE__ */ recordEnvelope('help', Help);
/** GET /button/{merchant} -> `{ data: ButtonConfig[] }`. */
export const ButtonsResponse = /* @__PURE__ */ listEnvelope('data', ButtonConfig);
/** GET /paybutton/{merchant} -> `{ data: PayButtonConfig[] }`. */
export const PayButtonsResponse = /* @__PURE__ */ listEnvelope('data', PayButtonConfig);
/** GET /meta/{merchant} -> `{ data: Meta, isError }`; isError true (or no data) means no metadata. */
export const MetaResponse = /* @__PURE__ */ recordEnvelope('data', Meta, { isError: bool(), msg: optStr() });
/** GET /classlevel/{id} on the enquiry host -> `{ data: ClassLevel[] }`. */
export const ClassLevelsResponse = /* @__PURE__ */ listEnvelope('data', ClassLevel);
/** GET /office/all/{store} (extension) -> `{ data: Office[] }`. */
export const OfficesResponse = /* @__PURE__ */ listEnvelope('data', Office);
