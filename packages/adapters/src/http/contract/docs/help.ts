import type { CallDocs } from "./call-doc";

/** The help calls as docs/api.md describes them (../help.ts has the calls themselves). */
export const helpDocs: CallDocs = {
  "help.zendeskCategories": {
    summary: "Help centre categories (support-desk style)",
    spec: "03 §3, §7 (path ours)",
  },
  "help.zendeskSections": {
    summary: "Help centre sections, each in a category (support-desk style)",
    spec: "03 §3, §7 (path ours)",
  },
  "help.zendeskArticles": {
    summary: "One page of articles, drafts included (the portal drops them), at most 100 a page",
    spec: "03 §7 (path ours)",
  },
  "help.zendeskSearch": {
    summary: "Articles whose title or text holds every word of the query",
    spec: "03 §7 (path ours)",
  },
  "help.intercomCollections": {
    summary: "Collections: no parent_id is a category, a parent_id a section of it (at most 150)",
    spec: "03 §3, §7",
  },
  "help.intercomArticles": {
    summary: "Articles with their state and collection (parent_id), drafts included (at most 150)",
    spec: "03 §7",
  },
  "help.intercomSearch": {
    summary: "Articles of a state (published, draft or all) holding every word of the phrase",
    spec: "03 §7",
  },
  "help.chatStart": {
    summary:
      "Starts or resumes a chat: the customer's conversation for a support token (401 for an unknown one), else the visitor's earlier conversation or a new one",
    spec: "01 §7, 03 §4 (chat provider's call, path ours)",
  },
  "help.chatRead": {
    summary:
      "The conversation named by the x-chat-conversation header: messages that have arrived, and whether the agent is typing",
    spec: "03 §4 (path ours)",
  },
  "help.chatSend": {
    summary:
      "Adds the customer's message; the simulated agent answers 1.5 s later with the help articles that match it",
    spec: "03 §4 (path ours)",
  },
};
