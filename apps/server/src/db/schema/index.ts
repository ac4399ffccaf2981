// Every table of the shop, one file per area; each issue adds its own by a new migration.
// (No tables yet: the walking skeleton only needs a reachable, migrated database.)
export {};
