import type { IntercomArticle, IntercomCollection } from "./intercom";
import type { ZendeskArticle, ZendeskCategory, ZendeskSection } from "./zendesk";

/** Sample help centres of both providers, for tests of this context (not exported from index.ts). */
export const zCategories: ZendeskCategory[] = [
  { id: 2, name: "Billing", description: null, position: 2 },
  { id: 1, name: "Getting started", description: "New here?", position: 1 },
];
export const zSections: ZendeskSection[] = [
  { id: 10, category_id: 1, name: "Your SIM" },
  { id: 20, category_id: 2, name: "Invoices", description: "Bills" },
];
export const zArticles: ZendeskArticle[] = [
  {
    id: 100,
    section_id: 10,
    title: "Activate your SIM",
    body: "<p>Insert the SIM</p>",
    draft: false,
    html_url: "https://help/100",
  },
  { id: 101, section_id: 10, title: "Draft about eSIM", body: "soon", draft: true },
  { id: 200, section_id: 20, title: "Read your invoice", body: null, draft: false },
];

export const iCollections: IntercomCollection[] = [
  { id: "c1", name: "Getting started", parent_id: null, order: 1 },
  { id: "c2", name: "Billing", description: "Money", order: 2 },
  { id: "s1", name: "Your SIM", parent_id: "c1" },
  { id: "s2", name: "eSIM", parent_id: "s1" },
];
export const iArticles: IntercomArticle[] = [
  {
    id: 1,
    title: "Activate your SIM",
    body: "Insert it",
    state: "published",
    parent_id: "s1",
    url: "https://i/1",
  },
  { id: 2, title: "Draft", body: "x", state: "draft", parent_id: "s1" },
  { id: 3, title: "Set up eSIM", state: "published", parent_id: "s2", url: null },
  { id: 4, title: "Pay a bill", body: "card", state: "published", parent_id: "c2" },
  { id: 5, title: "Lost", body: "x", state: "published", parent_id: "gone" },
  { id: 6, title: "Orphan", state: "published" },
];
