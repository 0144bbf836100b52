/** @skatekit/core/admin: the merchant console's rules (roles, the order flow, refunds) and its API's wire schemas. */
export * from '../admin/orderFlow';
export * from '../admin/permissions';
export * from '../admin/schemas';
export * from '../admin/auth-texts';
export * from '../admin/catalogue-schemas';
export * from '../admin/catalogue-csv';
export * from '../admin/shop-schemas';
export * from '../admin/coupon-standing';
export * from '../admin/media-schemas';
