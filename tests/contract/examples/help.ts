import * as Effect from "effect/Effect";
import type { helpCalls } from "@waea/adapters/http/contract";
import type { Examples, ExampleContext } from "./example";

/** A visitor's new chat conversation, whose id the conversation's calls carry in their header. */
const conversation = async (context: ExampleContext) => ({
  headers: {
    "x-chat-conversation": (await Effect.runPromise(context.test.client.api.help.chatStart({ body: {} })))
      .ConversationId,
  },
});

/** The help centre of both providers and the chat; no sign-in needed (the examples still run in a session). */
export const helpExamples: Examples<typeof helpCalls> = {
  "help.zendeskCategories": { input: () => ({}) },
  "help.zendeskSections": { input: () => ({}) },
  "help.zendeskArticles": { input: () => ({ query: { per_page: 100, page: 1 } }) },
  "help.zendeskSearch": { input: () => ({ query: { query: "roaming" } }) },
  "help.intercomCollections": { input: () => ({ query: { per_page: 150 } }) },
  "help.intercomArticles": { input: () => ({ query: { per_page: 150 } }) },
  "help.intercomSearch": { input: () => ({ query: { phrase: "fibre", state: "published" } }) },
  "help.chatStart": { input: () => ({ body: {} }) },
  "help.chatRead": { input: conversation },
  "help.chatSend": {
    input: async (context) => ({ ...(await conversation(context)), body: { Text: "How do I top up?" } }),
  },
};
