import type { helpCalls } from "@waea/adapters/http/contract";
import {
  CHAT_CONVERSATION_HEADER,
  type ChatArticleLink,
  type ChatConversation,
  type ZendeskArticle,
} from "@waea/domain/help";
import { opaque } from "../auth/keys";
import { refuse, type HandlerContext, type Handlers, type Refusal } from "../server/handler";
import { CHAT_AGENT_ARTICLES, CHAT_AGENT_DELAY_MS, agentMessage, type ChatRecord } from "../world/help-chat";
import { searchWords } from "./help-search";

type ChatCalls = Pick<typeof helpCalls, "help.chatStart" | "help.chatRead" | "help.chatSend">;

/** Words too common to tell articles apart ("how do I top up" is about "top" and "up"). */
const COMMON = new Set([
  "the",
  "and",
  "for",
  "how",
  "can",
  "you",
  "your",
  "what",
  "with",
  "does",
  "have",
  "are",
  "why",
  "when",
  "where",
  "who",
  "this",
  "that",
  "from",
  "about",
  "need",
  "want",
  "help",
  "please",
  "kia",
  "ora",
]);

/** The published articles that share most words with the question, best first (the agent's answer). */
const articlesFor = (context: HandlerContext, text: string): ReadonlyArray<ChatArticleLink> => {
  const words = searchWords(text).filter((word) => word.length >= 3 && !COMMON.has(word));
  const plain = (article: ZendeskArticle) =>
    `${article.title} ${article.body ?? ""}`.replace(/<[^>]*>/g, " ").toLowerCase();
  const categoryOf = new Map(context.world.help.sections.map((s) => [s.id, s.category_id]));
  return context.world.help.articles
    .filter((article) => !article.draft)
    .map((article) => ({ article, score: words.filter((word) => plain(article).includes(word)).length }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, CHAT_AGENT_ARTICLES)
    .map(({ article }) => ({
      Id: String(article.id),
      Title: article.title,
      CategoryId: String(categoryOf.get(article.section_id) ?? ""),
      SectionId: String(article.section_id),
    }));
};

/** The conversation as the widget sees it now: answers still being typed are not there yet, but said to be. */
const shown = (context: HandlerContext, record: ChatRecord): ChatConversation => {
  const firstName =
    record.CustomerUUID === undefined
      ? undefined
      : context.world.core.customers[record.CustomerUUID]?.FirstName;
  return {
    ConversationId: record.ConversationId,
    Customer: record.CustomerUUID !== undefined,
    ...(firstName === undefined ? {} : { FirstName: firstName }),
    Messages: record.Messages.filter((message) => message.AtMillis <= context.nowMillis),
    AgentTyping: record.Messages.some((message) => message.AtMillis > context.nowMillis),
  };
};

const save = (context: HandlerContext, record: ChatRecord): ChatRecord => {
  Object.assign(context.world.help, {
    chats: { ...context.world.help.chats, [record.ConversationId]: record },
  });
  return record;
};

const newConversation = (context: HandlerContext, customerUuid?: string): ChatRecord => {
  const count = Object.keys(context.world.help.chats).length;
  const id = opaque(context.store.keys, `chat-conversation:${count}:${context.nowMillis}`);
  const firstName =
    customerUuid === undefined ? undefined : context.world.core.customers[customerUuid]?.FirstName;
  return save(context, {
    ConversationId: id,
    ...(customerUuid === undefined ? {} : { CustomerUUID: customerUuid }),
    Messages: [agentMessage(`${id}.0`, "greeting", context.nowMillis, [], firstName)],
  });
};

/** The customer a support token of auth.supportLogin was given to. */
const customerOfToken = (context: HandlerContext, token: string): string | undefined =>
  Object.keys(context.world.core.customers).find(
    (uuid) => `chat.${opaque(context.store.keys, `chat:${uuid}`)}` === token,
  );

const conversationOf = (
  context: HandlerContext,
  headers: { readonly [CHAT_CONVERSATION_HEADER]: string },
): ChatRecord | Refusal =>
  context.world.help.chats[headers[CHAT_CONVERSATION_HEADER]] ?? refuse(404, "no such conversation");

/**
 * The chat provider's side of the widget (APP-10), with a simulated agent: it greets, and answers each message
 * CHAT_AGENT_DELAY_MS later with links to the help articles that match it (typing until then). A customer's
 * conversation is reached only through their support token; a visitor's through its id.
 */
export const chatHandlers: Handlers<ChatCalls> = {
  "help.chatStart": ({ body }, context) => {
    if (body.Token !== undefined) {
      const customer = customerOfToken(context, body.Token);
      if (customer === undefined) return refuse(401, "chat token not recognised");
      const own = Object.values(context.world.help.chats).find((chat) => chat.CustomerUUID === customer);
      return shown(context, own ?? newConversation(context, customer));
    }
    const earlier =
      body.ConversationId === undefined ? undefined : context.world.help.chats[body.ConversationId];
    return shown(
      context,
      earlier !== undefined && earlier.CustomerUUID === undefined ? earlier : newConversation(context),
    );
  },

  "help.chatRead": ({ headers }, context) => {
    const record = conversationOf(context, headers);
    return "ConversationId" in record ? shown(context, record) : record;
  },

  "help.chatSend": ({ headers, body }, context) => {
    const record = conversationOf(context, headers);
    if (!("ConversationId" in record)) return record;
    const next = record.Messages.length;
    const articles = articlesFor(context, body.Text);
    const answerAt = context.nowMillis + CHAT_AGENT_DELAY_MS;
    return shown(
      context,
      save(context, {
        ...record,
        Messages: [
          ...record.Messages,
          {
            Id: `${record.ConversationId}.${next}`,
            From: "customer",
            Kind: "text",
            Text: body.Text,
            Articles: [],
            AtMillis: context.nowMillis,
          },
          agentMessage(
            `${record.ConversationId}.${next + 1}`,
            articles.length === 0 ? "no_match" : "articles",
            answerAt,
            articles,
          ),
        ],
      }),
    );
  },
};
