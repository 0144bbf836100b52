import { path, type Transport } from '../http';
import {
  ButtonsResponse,
  ClassLevelsResponse,
  HelpResponse,
  MetaResponse,
  OfficesResponse,
  PayButtonsResponse,
} from '../schemas/site';
import { requireRecord } from './catalogue';

/** Per-merchant site settings: help numbers, cart and pay buttons, metadata, class levels, offices. */
export function siteApi(t: Transport) {
  const merchant = t.merchantCode;
  return {
    /** GET /help/single/{property} (`help`). */
    help: async () => {
      const reply = await t.send(HelpResponse, { method: 'GET', path: path`/help/single/${merchant}` });
      return requireRecord(reply.data.help, 'Help', reply.status);
    },
    /** GET /button/{merchant}. */
    buttons: async () =>
      (await t.request(ButtonsResponse, { method: 'GET', path: path`/button/${merchant}` })).data,
    /** GET /paybutton/{merchant}. */
    payButtons: async () =>
      (await t.request(PayButtonsResponse, { method: 'GET', path: path`/paybutton/${merchant}` })).data,
    /** GET /meta/{merchant}; null when the server has none (`isError` or no data). */
    meta: async () => {
      const reply = await t.request(MetaResponse, { method: 'GET', path: path`/meta/${merchant}` });
      return reply.isError ? null : reply.data;
    },
    /** GET /classlevel/{id} on the enquiry host (fetched by the contact and enquiry pages, unused). */
    classLevels: async () =>
      (
        await t.request(ClassLevelsResponse, {
          method: 'GET',
          path: path`/classlevel/${merchant}`,
          host: 'enquiry',
        })
      ).data,
    /** GET /office/all/{store} (extension). */
    offices: async () =>
      (await t.request(OfficesResponse, { method: 'GET', path: path`/office/all/${merchant}` })).data,
  };
}
