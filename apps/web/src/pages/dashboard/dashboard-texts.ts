/**
 * The namespaces of the dashboard and its cards. Not `plans` nor `usage` (whole namespaces of other pages for a few
 * texts): the data units and the usage messages the cards show are the dashboard's own (usage-amount.ts,
 * usage-keys.ts). A module of its own, so the entry can load them beside the page's chunk (shell/pages.ts).
 */
export const DASHBOARD_TEXTS = ["dashboard", "errors", "web"] as const;
