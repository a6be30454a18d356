import type { helpCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";

/** The help centre of both providers; no sign-in needed (the examples still run in a session). */
export const helpExamples: Examples<typeof helpCalls> = {
  "help.zendeskCategories": { input: () => ({}) },
  "help.zendeskSections": { input: () => ({}) },
  "help.zendeskArticles": { input: () => ({ query: { per_page: 100, page: 1 } }) },
  "help.zendeskSearch": { input: () => ({ query: { query: "roaming" } }) },
  "help.intercomCollections": { input: () => ({ query: { per_page: 150 } }) },
  "help.intercomArticles": { input: () => ({ query: { per_page: 150 } }) },
  "help.intercomSearch": { input: () => ({ query: { phrase: "fibre", state: "published" } }) },
};
