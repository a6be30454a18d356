import fc from "fast-check";
import { describe, it } from "vitest";
import { articlesOf } from "./help-filter";
import type { HelpCentre } from "./help-model";
import { fromIntercom, type IntercomArticle, type IntercomCollection } from "./intercom";
import { fromZendesk, type ZendeskArticle } from "./zendesk";

const ids = ["a", "b", "c", "d", "e", "f"];
const collections: fc.Arbitrary<IntercomCollection[]> = fc
  .uniqueArray(fc.constantFrom(...ids), { maxLength: ids.length })
  .chain((names) =>
    fc.tuple(
      ...names.map((id) =>
        fc
          .option(fc.constantFrom(...ids, "zz"), { nil: null })
          .map((parent_id) => ({ id, name: id, parent_id })),
      ),
    ),
  );
const intercomArticles: fc.Arbitrary<IntercomArticle[]> = fc.array(
  fc.record({
    id: fc.nat(),
    title: fc.string(),
    state: fc.constantFrom("published", "draft", "archived"),
    parent_id: fc.option(fc.constantFrom(...ids), { nil: null }),
  }),
);
const zendeskArticles: fc.Arbitrary<ZendeskArticle[]> = fc.array(
  fc.record({ id: fc.nat(), section_id: fc.nat({ max: 5 }), title: fc.string(), draft: fc.boolean() }),
);

const consistent = (centre: HelpCentre): boolean => {
  const categories = new Set(centre.categories.map((c) => c.id));
  const sections = new Map(centre.sections.map((s) => [s.id, s.categoryId]));
  return (
    centre.sections.every((s) => categories.has(s.categoryId)) &&
    centre.articles.every((a) => sections.get(a.sectionId) === a.categoryId)
  );
};

describe("help laws", () => {
  it("no draft ever reaches the help centre, from either provider", () => {
    fc.assert(
      fc.property(collections, intercomArticles, zendeskArticles, (cs, ia, za) => {
        const published = new Set(ia.filter((a) => a.state === "published").map((a) => String(a.id)));
        const live = new Set(za.filter((a) => !a.draft).map((a) => String(a.id)));
        return (
          fromIntercom(cs, ia).articles.every((a) => published.has(a.id)) &&
          fromZendesk([], [], za).articles.every((a) => live.has(a.id)) &&
          fromZendesk([], [], za).articles.length === za.filter((a) => !a.draft).length
        );
      }),
    );
  });

  it("the messaging-provider mapping is a tree: every article sits in a section of an existing category", () => {
    fc.assert(fc.property(collections, intercomArticles, (cs, ia) => consistent(fromIntercom(cs, ia))));
  });

  it("filtering by section partitions the articles", () => {
    fc.assert(
      fc.property(collections, intercomArticles, (cs, ia) => {
        const centre = fromIntercom(cs, ia);
        const listed = centre.sections.flatMap((s) => articlesOf(centre, s.id));
        return listed.length === centre.articles.length;
      }),
    );
  });
});
