import * as Effect from "effect/Effect";
import type { HelpProvider } from "../../config";
import { HelpApi } from "../help-api";
import type { HelpArticle, HelpCentre } from "../help-model";
import { intercomArticle, isPublishedIntercom } from "../intercom";
import { publishedZendesk, zendeskArticle } from "../zendesk";

/**
 * Searches the help centre (APP-11): drafts dropped, failures give an empty list, a blank query asks nothing.
 * The loaded centre places each hit in its section and category so the result links to the right page.
 */
export const searchHelp = (
  provider: HelpProvider,
  query: string,
  centre: HelpCentre,
): Effect.Effect<ReadonlyArray<HelpArticle>, never, HelpApi> =>
  Effect.gen(function* () {
    const phrase = query.trim();
    if (phrase === "") return [];
    const api = yield* HelpApi;
    if (provider === "intercom") {
      const reply = yield* api
        .intercomSearch(phrase)
        .pipe(Effect.orElseSucceed(() => ({ data: { articles: [] } })));
      return reply.data.articles.filter(isPublishedIntercom).map((article) => {
        const parent = String(article.parent_id ?? "");
        const section = centre.sections.find((s) => s.id === parent);
        return intercomArticle(article, { sectionId: parent, categoryId: section?.categoryId ?? "" });
      });
    }
    const reply = yield* api.zendeskSearch(phrase).pipe(Effect.orElseSucceed(() => ({ results: [] })));
    const categoryOfSection = new Map(centre.sections.map((s) => [s.id, s.categoryId]));
    return publishedZendesk(reply.results).map((a) => zendeskArticle(a, categoryOfSection));
  });
