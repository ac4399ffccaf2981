// Every table of the shop, one file per area; each issue adds its own by a new migration.
export * from './catalogue';
export * from './accounts';
export * from './shop';
export * from './training';
export * from './nutrition';
export * from './admin';
export * from './delivery';
export * from './promotions';
export * from './stock-alerts';
export * from './reviews';
export * from './reorder-reminders';
