import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { ApiError } from "../ports";
import type { SupportLoginReply } from "./chat";
import type { IntercomArticlesReply, IntercomCollectionsReply, IntercomSearchReply } from "./intercom";
import type {
  ZendeskArticlesReply,
  ZendeskCategoriesReply,
  ZendeskSearchReply,
  ZendeskSectionsReply,
} from "./zendesk";

/** The help-centre calls of both providers (spec 03 §7) and the support login for chat (spec 01 §7). */
export interface HelpApiService {
  /** GET categories (support-desk style) */
  readonly zendeskCategories: () => Effect.Effect<ZendeskCategoriesReply, ApiError>;
  /** GET sections */
  readonly zendeskSections: () => Effect.Effect<ZendeskSectionsReply, ApiError>;
  /** GET articles?per_page=100&page= (pages start at 1) */
  readonly zendeskArticles: (page: number) => Effect.Effect<ZendeskArticlesReply, ApiError>;
  /** GET articles/search?query= */
  readonly zendeskSearch: (query: string) => Effect.Effect<ZendeskSearchReply, ApiError>;
  /** GET /intercom/help_center/collections?per_page=150 */
  readonly intercomCollections: () => Effect.Effect<IntercomCollectionsReply, ApiError>;
  /** GET /intercom/articles?per_page=150 */
  readonly intercomArticles: () => Effect.Effect<IntercomArticlesReply, ApiError>;
  /** GET /intercom/articles/search?phrase=&state=published */
  readonly intercomSearch: (phrase: string) => Effect.Effect<IntercomSearchReply, ApiError>;
  /** POST /support/login/{uuid}?platform=web */
  readonly supportLogin: (customerUuid: string) => Effect.Effect<SupportLoginReply, ApiError>;
}

export class HelpApi extends Context.Tag("waea/HelpApi")<HelpApi, HelpApiService>() {}
