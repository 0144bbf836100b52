/** @skatekit/core/admin: the merchant console's rules (roles, the order flow, refunds) and its API's wire schemas. */
export * from '../admin/orderFlow';
export * from '../admin/permissions';
export * from '../admin/schemas';
export * from '../admin/auth-texts';
