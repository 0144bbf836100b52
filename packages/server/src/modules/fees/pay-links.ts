import type { FastifyInstance } from 'fastify';
import { FEE_PAY_LINK_DAYS, FEE_TEXTS, SkateError } from '../../platform/core';
import { forbidden } from '../../platform/errors';

/*
 * A fee reminder's pay link (issue 38): `{FEE_PAY_URL}?token=...` on the merchant's site, the token signed
 * by the server (lib/tokens.ts' link signer, a key of its own) naming the merchant, the parent and exactly
 * the invoices it opens, valid FEE_PAY_LINK_DAYS. The link opens those invoices and pays them without
 * signing in (pay-link-routes.ts), and nothing else.
 */

/** Who a pay link speaks for and what it opens. */
export interface PayLink {
  mainId: string;
  userId: string;
  invoiceIds: string[];
}

/** A signed token for `link`, valid FEE_PAY_LINK_DAYS from now. */
export function signPayLink(app: FastifyInstance, link: PayLink): Promise<string> {
  const expires = new Date(app.services.now().getTime() + FEE_PAY_LINK_DAYS * 86_400_000);
  return app.services.feeLinks.sign(link.userId, { main_id: link.mainId, inv: link.invoiceIds }, expires);
}

/** The storefront page that opens pay links: FEE_PAY_URL, else the first storefront origin's /fees/pay. */
export function payPageUrl(app: FastifyInstance): string {
  const { fees, corsOrigin, publicUrl } = app.config;
  return fees.payUrl ?? `${corsOrigin[0] ?? publicUrl ?? ''}/fees/pay`;
}

/** The pay link itself, as a reminder carries it. */
export async function payLinkUrl(app: FastifyInstance, link: PayLink): Promise<string> {
  const url = payPageUrl(app);
  return `${url}${url.includes('?') ? '&' : '?'}token=${await signPayLink(app, link)}`;
}

/** What a pay link's token opens; 410 once expired, 403 for one not signed here (or altered). */
export async function openPayLink(app: FastifyInstance, token: string): Promise<PayLink> {
  const verdict = await app.services.feeLinks.verify(token);
  if (!verdict.ok) {
    if (verdict.reason === 'expired') throw new SkateError('http', FEE_TEXTS.LINK_EXPIRED, { status: 410 });
    throw forbidden(FEE_TEXTS.LINK_INVALID);
  }
  const { main_id: mainId, inv } = verdict.claims;
  if (typeof mainId !== 'string' || !Array.isArray(inv) || !inv.every((id) => typeof id === 'string'))
    throw forbidden(FEE_TEXTS.LINK_INVALID);
  return { mainId, userId: verdict.claims.sub, invoiceIds: inv as string[] };
}
