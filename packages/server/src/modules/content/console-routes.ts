import {
  CONTENT_BODIES,
  CONTENT_KINDS,
  type CategoryBody,
  ContentItem,
  type ContentKind,
  type MarqueeBody,
  type OfferBody,
  type OfficeBody,
  type SliderBody,
} from '@skatekit/console-contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { categories, marquees, offers, offices, products, sliders } from '../../db/schema';
import { conflict } from '../../platform/errors';
import { CATALOGUE_WRITE } from '../catalogue/catalogue-write';
import { ADMIN_API, requireStaff } from '../staff/guard';
import { recordWriteRoutes, staffOf } from '../staff/records';

const statusOf = (active: boolean) => (active ? 'Active' : 'Inactive');
const isActive = (row: { status: string }) => row.status === 'Active';

type Item = z.infer<typeof ContentItem>;

/** How one kind of content maps between its table and the console's body. */
interface KindMap<Row, Body> {
  table: PgTable & {
    id: typeof sliders.id;
    main_id: typeof sliders.main_id;
    position: typeof sliders.position;
  };
  entity: string;
  notFound: string;
  toItem(row: Row): Item;
  toColumns(body: Body): Record<string, unknown>;
}

const KINDS: { [K in ContentKind]: KindMap<never, never> } = {
  sliders: {
    table: sliders,
    entity: 'slider',
    notFound: 'Slide not found',
    toItem: (row: typeof sliders.$inferSelect) => ({
      id: row.id,
      title: row.slider_name,
      offerName: row.offer_name,
      description: row.description,
      image: row.image,
      backgroundImage: row.background_image,
      price: row.price,
      cutOffPrice: row.cutOffPrice,
      productId: row.product_id ?? '',
      active: isActive(row),
      position: row.position,
    }),
    toColumns: (body: SliderBody) => ({
      slider_name: body.title,
      offer_name: body.offerName,
      description: body.description,
      image: body.image,
      background_image: body.backgroundImage,
      price: body.price,
      cutOffPrice: body.cutOffPrice,
      product_id: body.productId || null,
      status: statusOf(body.active),
      position: body.position,
    }),
  },
  marquees: {
    table: marquees,
    entity: 'marquee',
    notFound: 'Marquee line not found',
    toItem: (row: typeof marquees.$inferSelect) => ({
      id: row.id,
      heading: row.heading,
      active: isActive(row),
      position: row.position,
    }),
    toColumns: (body: MarqueeBody) => ({
      heading: body.heading,
      status: statusOf(body.active),
      position: body.position,
    }),
  },
  offers: {
    table: offers,
    entity: 'offer',
    notFound: 'Offer not found',
    toItem: (row: typeof offers.$inferSelect) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      image: row.image,
      link: row.link,
      active: isActive(row),
      position: row.position,
    }),
    toColumns: (body: OfferBody) => ({
      title: body.title,
      description: body.description,
      image: body.image,
      link: body.link,
      status: statusOf(body.active),
      position: body.position,
    }),
  },
  categories: {
    table: categories,
    entity: 'category',
    notFound: 'Category not found',
    toItem: (row: typeof categories.$inferSelect) => ({
      id: row.id,
      category: row.category,
      name: row.name,
      icon: row.icon,
      active: isActive(row),
      position: row.position,
    }),
    toColumns: (body: CategoryBody) => ({
      category: body.category,
      name: body.name,
      icon: body.icon,
      status: statusOf(body.active),
      position: body.position,
    }),
  },
  offices: {
    table: offices,
    entity: 'office',
    notFound: 'Office not found',
    toItem: (row: typeof offices.$inferSelect) => ({
      id: row.id,
      name: row.name,
      address: row.address,
      locationLink: row.locationLink,
      image: row.image,
      type: row.type,
      active: isActive(row),
      position: row.position,
    }),
    toColumns: (body: OfficeBody) => ({
      name: body.name,
      address: body.address,
      locationLink: body.locationLink,
      image: body.image,
      type: body.type,
      status: statusOf(body.active),
      position: body.position,
    }),
  },
} as never;

/** A category slug that products still use cannot go away or change under them. */
async function refuseUsedCategory(tx: Tx, mainId: string, slug: string, what: string): Promise<void> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.main_id, mainId), eq(products.category, slug)));
  if (n > 0)
    throw conflict(
      `${n} product${n === 1 ? ' is' : 's are'} in the category ${slug}: move ${n === 1 ? 'it' : 'them'} first, or make the category Inactive instead of ${what}`,
    );
}

const ItemsResponse = z.object({ data: z.array(ContentItem) });

/**
 * The storefront's listed content: hero slides, marquee lines, offers, categories (with their images)
 * and the offices / centres, each at `/admin/api/content/{kind}` (list, add, edit, delete). Slides,
 * marquee, offers and categories are catalogue tables (their writes move the catalogue version the
 * storefront's cached reads key on, by trigger); offices are read uncached. Every write is audited.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of CONTENT_KINDS) {
    const map = KINDS[kind] as KindMap<Record<string, unknown>, Record<string, unknown>>;
    const { table } = map;
    const path = `${ADMIN_API}/content/${kind}`;
    app.get(
      path,
      { preHandler: requireStaff('content.read'), schema: { response: { 200: ItemsResponse } } },
      async (request) => {
        const rows = await app.db
          .select()
          .from(table)
          .where(eq(table.main_id, staffOf(request).mainId))
          .orderBy(asc(table.position), asc(table.id));
        return { data: rows.map((row) => map.toItem(row as Record<string, unknown>)) };
      },
    );

    recordWriteRoutes(app, {
      path: `/content/${kind}`,
      entity: map.entity,
      table,
      permission: 'content.manage',
      config: CATALOGUE_WRITE,
      body: CONTENT_BODIES[kind] as unknown as z.ZodType<Record<string, unknown>>,
      record: ContentItem,
      toRecord: (row) => map.toItem(row as Record<string, unknown>),
      columns: (body) => map.toColumns(body),
      notFound: map.notFound,
      taken: (body) => `The store already has a category ${String(body.category)}`,
      async check(tx, who, { body, before }) {
        if (kind !== 'categories' || !before) return;
        const slug = String((before as Record<string, unknown>).category);
        if (!body) await refuseUsedCategory(tx, who.mainId, slug, 'deleting it');
        else if (body.category !== slug) await refuseUsedCategory(tx, who.mainId, slug, 'renaming it');
      },
    });
  }
};
