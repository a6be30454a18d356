import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { ApiError } from "../ports";
import type { SupportLoginReply } from "./chat";
import type { ChatConversation, ChatStartRequest } from "./chat-conversation";
import type { IntercomArticlesReply, IntercomCollectionsReply, IntercomSearchReply } from "./intercom";
import type {
  ZendeskArticlesReply,
  ZendeskCategoriesReply,
  ZendeskSearchReply,
  ZendeskSectionsReply,
} from "./zendesk";

/** The help-centre calls of both providers (spec 03 §7, the contract's help.* entries) and the chat's login. */
export interface HelpApiService {
  /** help.zendeskCategories: the help centre's categories (support-desk style). */
  readonly zendeskCategories: () => Effect.Effect<ZendeskCategoriesReply, ApiError>;
  /** help.zendeskSections: the sections, each in a category. */
  readonly zendeskSections: () => Effect.Effect<ZendeskSectionsReply, ApiError>;
  /** help.zendeskArticles: one page of 100 articles, drafts included (pages start at 1). */
  readonly zendeskArticles: (page: number) => Effect.Effect<ZendeskArticlesReply, ApiError>;
  /** help.zendeskSearch: articles holding every word of the query. */
  readonly zendeskSearch: (query: string) => Effect.Effect<ZendeskSearchReply, ApiError>;
  /** help.intercomCollections: categories and sections as collections (messaging-provider style). */
  readonly intercomCollections: () => Effect.Effect<IntercomCollectionsReply, ApiError>;
  /** help.intercomArticles: articles with their state and collection (150 at most). */
  readonly intercomArticles: () => Effect.Effect<IntercomArticlesReply, ApiError>;
  /** help.intercomSearch: published articles holding every word of the phrase. */
  readonly intercomSearch: (phrase: string) => Effect.Effect<IntercomSearchReply, ApiError>;
  /** auth.supportLogin: the chat provider and a token for the customer (platform web). */
  readonly supportLogin: (customerUuid: string) => Effect.Effect<SupportLoginReply, ApiError>;
  /** help.chatStart: the customer's conversation for a support token, or a visitor's (resumed or new). */
  readonly chatStart: (request: ChatStartRequest) => Effect.Effect<ChatConversation, ApiError>;
  /** help.chatRead: the conversation as it stands, the agent's answers that have arrived and whether it is typing. */
  readonly chatRead: (conversationId: string) => Effect.Effect<ChatConversation, ApiError>;
  /** help.chatSend: adds the customer's message; the agent answers a moment later. */
  readonly chatSend: (conversationId: string, text: string) => Effect.Effect<ChatConversation, ApiError>;
}

export class HelpApi extends Context.Tag("waea/HelpApi")<HelpApi, HelpApiService>() {}
