// The whole database schema, one module per area; drizzle-kit reads this file.
export * from './accounts';
export * from './admin';
export * from './catalogue';
export * from './commerce';
export * from './engagement';
export * from './merchants';
export * from './site';
export * from './stock';
export * from './media';
export * from './vault';
export * from './counters';
export * from './academy';
export * from './money';
export * from './fees';
export * from './fee-reminders';
export * from './reviews';
export * from './quote-offers';
