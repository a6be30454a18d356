import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { apiFailure, type ApiError } from "../ports";
import { HelpApi, type HelpApiService } from "./help-api";
import type { IntercomArticle, IntercomCollection } from "./intercom";
import { INTERCOM_PER_PAGE } from "./intercom";
import type { ZendeskArticle, ZendeskCategory, ZendeskSection } from "./zendesk";
import { ZENDESK_ARTICLES_PER_PAGE } from "./zendesk";

export interface MemoryHelpSeed {
  readonly zendesk?: {
    readonly categories: ReadonlyArray<ZendeskCategory>;
    readonly sections: ReadonlyArray<ZendeskSection>;
    readonly articles: ReadonlyArray<ZendeskArticle>;
  };
  readonly intercom?: {
    readonly collections: ReadonlyArray<IntercomCollection>;
    readonly articles: ReadonlyArray<IntercomArticle>;
  };
  /** Customers who may chat, with the provider the support login names for them. */
  readonly supportProvider?: string;
  readonly supportCustomers?: ReadonlySet<string>;
  readonly failing?: ReadonlySet<string>;
}

const matches = (query: string, ...texts: ReadonlyArray<string | null | undefined>): boolean =>
  texts.some((t) => (t ?? "").toLowerCase().includes(query.trim().toLowerCase()));

/**
 * Both providers from seeded data: zendesk articles in pages of 100 (drafts included, as the provider sends them),
 * intercom lists capped at 150, search by a case-insensitive substring of title or body.
 */
export const makeMemoryHelpApi = (seed: MemoryHelpSeed = {}): HelpApiService => {
  const z = seed.zendesk ?? { categories: [], sections: [], articles: [] };
  const i = seed.intercom ?? { collections: [], articles: [] };
  const guard = <A>(call: string, run: () => A): Effect.Effect<A, ApiError> =>
    seed.failing?.has(call) === true ? apiFailure(call, 503, "Service Unavailable") : Effect.sync(run);
  const pages = Math.max(1, Math.ceil(z.articles.length / ZENDESK_ARTICLES_PER_PAGE));
  return {
    zendeskCategories: () =>
      guard("zendeskCategories", () => ({ categories: z.categories, next_page: null })),
    zendeskSections: () => guard("zendeskSections", () => ({ sections: z.sections, next_page: null })),
    zendeskArticles: (page) =>
      guard("zendeskArticles", () => ({
        articles: z.articles.slice((page - 1) * ZENDESK_ARTICLES_PER_PAGE, page * ZENDESK_ARTICLES_PER_PAGE),
        next_page: page < pages ? `articles?page=${page + 1}` : null,
        page_count: pages,
      })),
    zendeskSearch: (query) =>
      guard("zendeskSearch", () => ({ results: z.articles.filter((a) => matches(query, a.title, a.body)) })),
    intercomCollections: () =>
      guard("intercomCollections", () => ({ data: i.collections.slice(0, INTERCOM_PER_PAGE) })),
    intercomArticles: () =>
      guard("intercomArticles", () => ({ data: i.articles.slice(0, INTERCOM_PER_PAGE) })),
    intercomSearch: (phrase) =>
      guard("intercomSearch", () => ({
        data: {
          articles: i.articles.filter((a) => a.state === "published" && matches(phrase, a.title, a.body)),
        },
      })),
    supportLogin: (customerUuid) =>
      seed.supportCustomers?.has(customerUuid) === true && seed.failing?.has("supportLogin") !== true
        ? Effect.succeed({ Provider: seed.supportProvider ?? "intercom", Token: `support-${customerUuid}` })
        : apiFailure("supportLogin", 404, "Object not found"),
  };
};

export const memoryHelpApiLayer = (seed?: MemoryHelpSeed): Layer.Layer<HelpApi> =>
  Layer.sync(HelpApi, () => makeMemoryHelpApi(seed));
