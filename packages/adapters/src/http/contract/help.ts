import * as Schema from "effect/Schema";
import {
  ChatConversation,
  ChatConversationHeader,
  ChatSendRequest,
  ChatStartRequest,
  HELP_CACHE_MS,
  HELP_SEARCH_CACHE_MS,
  IntercomArticlesReply,
  IntercomCollectionsReply,
  IntercomSearchReply,
  ZendeskArticlesReply,
  ZendeskCategoriesReply,
  ZendeskSearchReply,
  ZendeskSectionsReply,
} from "@waea/domain/help";
import { collectCalls, defineCall, json } from "./define";
import { QueryInt } from "./wire";

/** Categories, sections and articles live 1 hour, searches 10 minutes (spec 03 §9). */
const CENTRE = { ttlMs: HELP_CACHE_MS, groups: ["help"] } as const;
const SEARCH = { ttlMs: HELP_SEARCH_CACHE_MS, groups: ["help"] } as const;

/** A search phrase: some text, not a whole page of it. */
const Phrase = Schema.String.pipe(Schema.maxLength(200));

const PerPage = Schema.Struct({ per_page: QueryInt });

/** The support-desk style provider, under /help-desk (its own host in production). */
const deskCalls = [
  defineCall({
    id: "help.zendeskCategories",
    method: "GET",
    path: "/help-desk/categories",
    reply: json(ZendeskCategoriesReply),
    auth: "none",
    replyShown: false,
    cache: CENTRE,
  }),
  defineCall({
    id: "help.zendeskSections",
    method: "GET",
    path: "/help-desk/sections",
    reply: json(ZendeskSectionsReply),
    auth: "none",
    replyShown: false,
    cache: CENTRE,
  }),
  defineCall({
    id: "help.zendeskArticles",
    method: "GET",
    path: "/help-desk/articles",
    query: Schema.Struct({ per_page: QueryInt, page: QueryInt }),
    reply: json(ZendeskArticlesReply),
    auth: "none",
    replyShown: false,
    cache: CENTRE,
  }),
  defineCall({
    id: "help.zendeskSearch",
    method: "GET",
    path: "/help-desk/articles/search",
    query: Schema.Struct({ query: Phrase }),
    reply: json(ZendeskSearchReply),
    auth: "none",
    replyShown: false,
    cache: SEARCH,
  }),
] as const;

/** The messaging-provider style, under /intercom. */
const messagingCalls = [
  defineCall({
    id: "help.intercomCollections",
    method: "GET",
    path: "/intercom/help_center/collections",
    query: PerPage,
    reply: json(IntercomCollectionsReply),
    auth: "none",
    replyShown: false,
    cache: CENTRE,
  }),
  defineCall({
    id: "help.intercomArticles",
    method: "GET",
    path: "/intercom/articles",
    query: PerPage,
    reply: json(IntercomArticlesReply),
    auth: "none",
    replyShown: false,
    cache: CENTRE,
  }),
  defineCall({
    id: "help.intercomSearch",
    method: "GET",
    path: "/intercom/articles/search",
    query: Schema.Struct({ phrase: Phrase, state: Schema.Literal("published", "draft", "all") }),
    reply: json(IntercomSearchReply),
    auth: "none",
    replyShown: false,
    cache: SEARCH,
  }),
] as const;

/**
 * The chat widget's conversation (APP-10), under /chat: the widget's own calls to its provider, which the fake API
 * answers with a simulated agent. No bearer: the widget holds its own identity (a support token, then the
 * conversation id in a header).
 */
const chatCalls = [
  defineCall({
    id: "help.chatStart",
    method: "POST",
    path: "/chat/conversations",
    body: ChatStartRequest,
    reply: json(ChatConversation),
    auth: "none",
    replyShown: false,
  }),
  defineCall({
    id: "help.chatRead",
    method: "GET",
    path: "/chat/conversation",
    headers: ChatConversationHeader,
    reply: json(ChatConversation),
    auth: "none",
    replyShown: false,
  }),
  defineCall({
    id: "help.chatSend",
    method: "POST",
    path: "/chat/conversation/messages",
    headers: ChatConversationHeader,
    body: ChatSendRequest,
    reply: json(ChatConversation),
    auth: "none",
    replyShown: false,
  }),
] as const;

/**
 * The help centre of both providers (spec 03 §7), one entry per HelpApi method. HelpApi's supportLogin is the
 * auth context's POST /support/login/{uuid} (auth.supportLogin): one path has one entry.
 */
export const helpCalls = collectCalls(...deskCalls, ...messagingCalls, ...chatCalls);
