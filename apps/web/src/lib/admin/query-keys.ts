// The query keys the admin screens share; the shop's own are in lib/query-keys.ts.

/** The public trainer directory's queries: ['trainers', 'list' | 'teasers' | 'detail', …]. */
export const trainersKey = ['trainers'] as const;
/** The users screen's queries and the dashboard's newest users. */
export const usersKey = ['users'] as const;
export const adminDashboardKey = ['admin', 'dashboard'] as const;
export const adminAuditKey = ['admin', 'audit'] as const;
