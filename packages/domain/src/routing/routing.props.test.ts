import fc from "fast-check";
import { describe, it } from "vitest";
import type { AccountType } from "../account";
import {
  FeatureFlags,
  ProfileTabs,
  SimActions,
  SupplementaryFeatures,
  productionSettings,
  withSettings,
  type FeatureFlagValues,
  type Settings,
} from "../config";
import { MAX_REDIRECTS, SUSPENDED_REACHABLE, evaluateRoute } from "./evaluate-route";
import { LinkShortcuts, isLinkPath, resolveLink } from "./link-shortcuts";
import { formatHref, parseQuery, splitLocation } from "./location";
import { buildPath, matchPattern } from "./path-match";
import { selectProfileTab } from "./profile-tabs";
import { ROUTES, findRoute } from "./route-table";
import type { AccountFacts, VisitorState } from "./visitor-state";

const AccountTypes: ReadonlyArray<AccountType> = ["prepay", "postpay", "payg", "fwa", "ufb", "not_activated"];

const flags: fc.Arbitrary<FeatureFlagValues> = fc
  .array(fc.boolean(), { minLength: FeatureFlags.length, maxLength: FeatureFlags.length })
  .map(
    (values) =>
      Object.fromEntries(FeatureFlags.map((flag, i) => [flag, values[i] ?? false])) as FeatureFlagValues,
  );

const text = fc.option(fc.constantFrom("", "key", "https://about.example"), { nil: undefined });

const settings: fc.Arbitrary<Settings> = fc
  .record({
    production: fc.boolean(),
    flags,
    allowedProfileTabs: fc.shuffledSubarray([...ProfileTabs]),
    simActions: fc.subarray([...SimActions]),
    supplementaryFeatures: fc.subarray([...SupplementaryFeatures]),
    groupMode: fc.constantFrom("ALL", "CUSTOMER", "MOBILE"),
    externalAboutUrl: text,
    plansPassword: text,
    captchaKey: text,
  })
  .map(({ flags: values, ...rest }) =>
    withSettings(withSettings(productionSettings, rest), { flags: values }),
  );

const account: fc.Arbitrary<AccountFacts> = fc.record({
  suspended: fc.boolean(),
  emailVerified: fc.boolean(),
  hasCards: fc.boolean(),
  hasParentBillingRoute: fc.boolean(),
  hasAddons: fc.boolean(),
  accountType: fc.constantFrom(...AccountTypes),
  fibreOnly: fc.boolean(),
});

const visitor: fc.Arbitrary<VisitorState> = fc.record({
  signedIn: fc.boolean(),
  account: fc.option(account, { nil: undefined }),
  severalAccounts: fc.boolean(),
  hasCompletedPurchase: fc.boolean(),
  plansUnlocked: fc.boolean(),
  inMobileOnboarding: fc.boolean(),
});

const segment = fc.oneof(fc.stringMatching(/^[a-z0-9-]{1,8}$/), fc.string({ minLength: 1, maxLength: 6 }));
const patterns = ROUTES.flatMap((route) => [route.path, ...route.aliases]);

/** A path of the table: a pattern with its parameters filled (optional ones sometimes left out). */
const routePath = fc
  .tuple(fc.constantFrom(...patterns), fc.array(fc.option(segment, { nil: undefined }), { maxLength: 4 }))
  .map(([pattern, values]) => {
    let i = 0;
    const filled = pattern.replace(/:([a-z_]+)(\?)?/g, (_, name: string, optional?: string) => {
      const value = values[i++];
      return value === undefined ? (optional === undefined ? `${name}1` : "") : encodeURIComponent(value);
    });
    return filled.replace(/\/+/g, "/");
  });
const linkPath = fc
  .tuple(fc.constantFrom("", ...Object.keys(LinkShortcuts), "nowhere"), fc.boolean())
  .map(([key, slash]) => (key === "" ? `/link${slash ? "/" : ""}` : `/link/${key}${slash ? "/" : ""}`));
const randomPath = fc
  .array(segment, { minLength: 1, maxLength: 4 })
  .map((parts) => `/${parts.map(encodeURIComponent).join("/")}`);

/** A `redirect` query value: a page, a shortcut, a nested sign-in, or something hostile. */
const redirectValue = fc.oneof(
  routePath,
  linkPath,
  randomPath,
  fc.constantFrom(
    "//evil.example",
    "https://evil.example",
    "/sign-in?redirect=/sign-up",
    "/sign-in?redirect=/",
  ),
);
const query = fc.dictionary(
  fc.constantFrom("redirect", "page", "amount", "chat", "header"),
  fc.oneof(redirectValue, fc.string({ maxLength: 5 })),
  { maxKeys: 3 },
);
const location = fc
  .tuple(fc.oneof({ weight: 6, arbitrary: routePath }, { weight: 2, arbitrary: linkPath }, randomPath), query)
  .map(([path, q]) => formatHref(path, q));

const underProfile = (path: string): boolean => /^\/profile(\/|$)/i.test(path);

describe("routing laws", () => {
  it("every decision is allow, not-found, or a redirect to an existing page the same visitor is allowed on", () => {
    fc.assert(
      fc.property(visitor, settings, location, (state, s, loc) => {
        const decision = evaluateRoute(state, s, loc);
        if (decision._tag !== "Redirect") return true;
        const again = evaluateRoute(state, s, decision.href);
        return (
          findRoute(decision.path)?.route.id === decision.to &&
          again._tag === "Allow" &&
          again.route.id === decision.to &&
          decision.hops >= 1 &&
          decision.hops <= MAX_REDIRECTS
        );
      }),
    );
  });
  it("a redirect never ends on the page that was asked for", () => {
    fc.assert(
      fc.property(visitor, settings, location, (state, s, loc) => {
        const decision = evaluateRoute(state, s, loc);
        return (
          decision._tag !== "Redirect" || findRoute(splitLocation(loc).pathname)?.route.id !== decision.to
        );
      }),
    );
  });
  it("a suspended account reaches only the suspended page, help and legal pages, and select-account with several accounts", () => {
    fc.assert(
      fc.property(visitor, account, settings, location, (state, facts, s, loc) => {
        const suspended: VisitorState = { ...state, signedIn: true, account: { ...facts, suspended: true } };
        const decision = evaluateRoute(suspended, s, loc);
        const reached =
          decision._tag === "Allow"
            ? decision.route.id
            : decision._tag === "Redirect"
              ? decision.to
              : undefined;
        return (
          reached === undefined ||
          (SUSPENDED_REACHABLE.includes(reached) &&
            (reached !== "select-account" || suspended.severalAccounts))
        );
      }),
    );
  });
  it("anonymous visitors never reach a /profile path or a profile page", () => {
    fc.assert(
      fc.property(visitor, settings, location, (state, s, loc) => {
        const decision = evaluateRoute({ ...state, signedIn: false }, s, loc);
        if (decision._tag === "Allow") return decision.route.area !== "profile" && !underProfile(loc);
        if (decision._tag === "Redirect")
          return findRoute(decision.path)?.route.area !== "profile" && !underProfile(decision.path);
        return true;
      }),
    );
  });
  it("an unknown path is not-found", () => {
    fc.assert(
      fc.property(visitor, settings, randomPath, query, (state, s, path, q) => {
        fc.pre(findRoute(path) === undefined && !isLinkPath(path));
        return evaluateRoute(state, s, formatHref(path, q))._tag === "NotFound";
      }),
    );
  });
  it("a path built from a route's pattern matches that pattern with the same parameters", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...patterns),
        fc.array(fc.option(fc.string({ minLength: 1, maxLength: 8 }), { nil: undefined }), { maxLength: 4 }),
        (pattern, values) => {
          const names = [...pattern.matchAll(/:([a-z_]+)(\?)?/g)];
          const params = Object.fromEntries(
            names.flatMap(([, name = "", optional], i) => {
              const value = values[i] ?? (optional === undefined ? "x" : undefined);
              return value === undefined ? [] : [[name, value]];
            }),
          );
          const path = buildPath(pattern, params);
          const matched = path === undefined ? undefined : matchPattern(pattern, path);
          return matched !== undefined && JSON.stringify(matched) === JSON.stringify(params);
        },
      ),
    );
  });
  it("the selected profile tab is available: the route's own when it is, else the first", () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(...ProfileTabs), { nil: undefined }),
        fc.shuffledSubarray([...ProfileTabs]),
        (tab, available) => {
          const selected = selectProfileTab(tab, available);
          if (available.length === 0) return selected === undefined;
          return tab !== undefined && available.includes(tab) ? selected === tab : selected === available[0];
        },
      ),
    );
  });
  it("a shortcut sends a visitor who is not signed in to sign-in naming the signed-in target", () => {
    fc.assert(
      fc.property(linkPath, query, (path, q) => {
        const loc = formatHref(path, q);
        const anonymous = resolveLink(loc, false);
        const signedIn = resolveLink(loc, true);
        if (anonymous === undefined || signedIn === undefined) return anonymous === signedIn;
        const next = splitLocation(anonymous.href);
        return next.pathname === "/sign-in" && next.query["redirect"] === signedIn.target;
      }),
    );
  });
  it("formatting a query then parsing it returns the query", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (q) => {
        const parsed = parseQuery(formatHref("", q));
        return JSON.stringify(parsed) === JSON.stringify(Object.fromEntries(Object.entries(q)));
      }),
    );
  });
});
