import { StoreContent, StoreContentBody } from '@skatekit/console-contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { type ButtonSetting, merchantSettings, merchants, storeProfiles } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { defaultButton, storeName } from '../../platform/core';
import { writeAudit } from '../staff/audit';
import { CATALOGUE_WRITE } from '../catalogue/catalogue-write';
import { ADMIN_API, requireStaff, type StaffContext } from '../staff/guard';

const staffOf = (request: { staff?: StaffContext }): StaffContext => request.staff as StaffContext;
const Response = z.object({ data: StoreContent });
type Content = z.infer<typeof StoreContent>;

async function read(db: Db | Tx, mainId: string, lock = false) {
  const settingsQuery = db.select().from(merchantSettings).where(eq(merchantSettings.main_id, mainId));
  const [settings] = lock ? await settingsQuery.for('update') : await settingsQuery;
  const [profile] = await db.select().from(storeProfiles).where(eq(storeProfiles.main_id, mainId));
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, mainId));
  if (!settings || !merchant) throw notFound('Store settings not found');
  return { settings, profile, merchant };
}

const labelsOf = (buttons: ButtonSetting[]) =>
  buttons.map((b) => ({ id: b.button_id, label: b.button_name, active: b.status === 'Active' }));

/** What the console shows: the storefront's own readings (core's storeName, defaultButton). */
function toContent({ settings, profile, merchant }: Awaited<ReturnType<typeof read>>): Content {
  return {
    storeName: storeName(settings.meta.title) || settings.company_name || merchant.name,
    tagLine: profile?.tag_line ?? '',
    logo: profile?.profilePic ?? '',
    help: {
      whatsapp: settings.help.whatsapp_number,
      mobile: settings.help.mobile,
      email: settings.help.email ?? '',
    },
    cartButtons: labelsOf(settings.buttons),
    defaultCartButton: defaultButton(settings.buttons) ?? '',
    payButtons: labelsOf(settings.pay_buttons),
  };
}

/** The stored buttons with the console's labels and shown flags; `defaultId` (cart buttons) is the default. */
function relabel(
  buttons: ButtonSetting[],
  labels: { id: string; label: string; active: boolean }[],
  defaultId?: string,
): ButtonSetting[] {
  return buttons.map((button) => {
    const change = labels.find((l) => l.id === button.button_id);
    return {
      ...button,
      ...(change ? { button_name: change.label, status: change.active ? 'Active' : 'Inactive' } : {}),
      ...(defaultId === undefined ? {} : { default: button.button_id === defaultId }),
    };
  });
}

/**
 * The store's identity and shell settings (owner): its name (the storefront's header reads it from the
 * page title's first part, mails and the console from the company name), tag line and logo, the Help
 * numbers, and the labels of the cart and pay buttons with the cards' default action.
 */
export const contentStoreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADMIN_API}/content/store`,
    { preHandler: requireStaff('content.read'), schema: { response: { 200: Response } } },
    async (request) => ({ data: toContent(await read(app.db, staffOf(request).mainId)) }),
  );

  app.put(
    `${ADMIN_API}/content/store`,
    {
      preHandler: requireStaff('content.manage'),
      config: CATALOGUE_WRITE,
      schema: { body: StoreContentBody, response: { 200: Response } },
    },
    async (request) => {
      const who = staffOf(request);
      const body = request.body;
      const after = await app.db.transaction(async (tx) => {
        const current = await read(tx, who.mainId, true);
        const before = toContent(current);
        const { settings } = current;
        // The page title is "{store} | {what it offers}": the name replaces its first part only.
        const rest = settings.meta.title.slice(storeName(settings.meta.title).length);
        await tx
          .update(merchantSettings)
          .set({
            company_name: body.storeName,
            meta: { ...settings.meta, title: `${body.storeName}${rest}` },
            help: {
              ...settings.help,
              whatsapp_number: body.help.whatsapp,
              mobile: body.help.mobile,
              email: body.help.email,
            },
            buttons: relabel(settings.buttons, body.cartButtons, body.defaultCartButton),
            pay_buttons: relabel(settings.pay_buttons, body.payButtons),
          })
          .where(eq(merchantSettings.main_id, who.mainId));
        await tx
          .insert(storeProfiles)
          .values({ main_id: who.mainId, tag_line: body.tagLine, profilePic: body.logo })
          .onConflictDoUpdate({
            target: storeProfiles.main_id,
            set: { tag_line: body.tagLine, profilePic: body.logo },
          });
        const next = toContent(await read(tx, who.mainId));
        await writeAudit(tx, who.mainId, who, {
          action: 'store-content.update',
          entity: 'settings',
          entityId: who.mainId,
          before,
          after: next,
        });
        return next;
      });
      return { data: after };
    },
  );
};
