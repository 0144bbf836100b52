/** @skatekit/console-contract: the merchant console's rules (roles, the order flow, refunds) and its API's wire schemas. */
export * from '@skatekit/core/admin';
