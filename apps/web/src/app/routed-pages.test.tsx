import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { routeById, type RouteId } from "@waea/domain/routing";
import { describe, expect, it } from "vitest";
import { renderApp, withPortal, type RenderedApp } from "../test/render-app";
import { returningVisitor } from "../test/returning-visitor";
import { routedPages } from "../shell/pages";

const api = withPortal();

/** Who opens a route: the broadband tab's pages a fixed-wireless customer, other profile pages prepay@, the rest a visitor. */
const loginFor = (id: RouteId): string | undefined => {
  const area = routeById(id).area;
  if (area !== "profile") return undefined;
  return id.startsWith("profile.broadband") ? "fwa@waea.test" : "prepay@waea.test";
};

/** The route's path, with "1" for each of its parameters (a page for an unknown item shows its own state). */
const pathOf = (id: RouteId): string => routeById(id).path.replace(/:(\w+)\??/g, "1");

/** What a page must never show by itself: the error dialog, a network failure (a port that could not be loaded). */
const problemsOnScreen = (): ReadonlyArray<string> => [
  ...[...document.querySelectorAll("dialog[open]")].map((dialog) => `dialog: ${dialog.textContent ?? ""}`),
  ...screen
    .queryAllByText(/^Network error\./)
    .map((element) => `network error: ${element.textContent ?? ""}`),
];

/** The routes each login opens, in the route table's order (every routed page in exactly one list). */
const routesByLogin = (): ReadonlyArray<readonly [string | undefined, ReadonlyArray<RouteId>]> => {
  const lists = new Map<string | undefined, RouteId[]>();
  for (const id of routedPages()) {
    const login = loginFor(id);
    lists.set(login, [...(lists.get(login) ?? []), id]);
  }
  return [...lists];
};

/** Whether the world may differ from the one the open app started on (the check withFakeApi makes between tests). */
interface WorldMark {
  readonly version: number;
  readonly millis: number;
}
const worldMark = (): WorldMark => ({ version: api().store.version, millis: api().clock.nowMillis() });
const worldChangedSince = (mark: WorldMark): boolean =>
  api().store.version !== mark.version ||
  api().clock.nowMillis() !== mark.millis ||
  api().store.attempts.failures > 0;

/** A location no route has (the not-found page). */
const BETWEEN = "/routed-pages-test/between";

/** The route's page once shown: its heading, no loader left, and what it shows by itself that it must not. */
const settledPage = async (id: RouteId) => {
  await screen.findByRole("heading", { level: 1 });
  await waitFor(() => expect(document.querySelector("main .loader, main [aria-busy='true']")).toBeNull());
  return { route: id, problems: problemsOnScreen() };
};

/**
 * Opens the login's routes one after the other in one app, as its visitor would by following links (wouter's
 * navigation, the shell's guards deciding each location): the whole portal is mounted again (a reset world, a
 * fresh sign-in, a new app) only for the first route, after a route that changed the world (so every route starts
 * on the seeded world with the login freshly signed in, as each did with a mount of its own), and after a route that
 * failed. Each route's outcome is noted; the failures are reported together.
 */
const openEach = async (login: string | undefined, routes: ReadonlyArray<RouteId>) => {
  const outcomes: Array<{ route: RouteId; problems: ReadonlyArray<string> }> = [];
  let app: RenderedApp | undefined;
  let mark: WorldMark | undefined;
  for (const id of routes) {
    const path = pathOf(id);
    try {
      if (app === undefined || mark === undefined || worldChangedSince(mark)) {
        cleanup();
        // The test's first mount starts on the world withFakeApi reset before the test.
        if (mark !== undefined) await api().reset();
        const storage = login === undefined ? undefined : await returningVisitor(api(), login);
        // Marked before the app starts: a write of the route's page while the app boots counts too.
        mark = worldMark();
        app = await renderApp(api(), path, storage === undefined ? {} : { storage });
      } else {
        // Through a location no route has: the route's page is then mounted anew, as on its own visit (two routes
        // of one page would otherwise share its mounted component), and what shows next is the route's page.
        const shown = app;
        act(() => shown.location.navigate(BETWEEN));
        const between = await screen.findByRole("heading", { level: 1, name: "Page not found" });
        act(() => shown.location.navigate(path));
        await waitFor(() => expect(between.isConnected).toBe(false));
      }
      outcomes.push(await settledPage(id));
    } catch (error) {
      outcomes.push({ route: id, problems: [`not shown: ${String(error).split("\n")[0] ?? ""}`] });
      app = undefined;
    }
  }
  expect(outcomes.map((outcome) => outcome.route)).toEqual(routes);
  expect(outcomes.filter((outcome) => outcome.problems.length > 0)).toEqual([]);
};

/**
 * Every routed page against the fake API, through the live layer whose ports load with their first call
 * (makeLazyHttpLayer): a page that calls a use case of any port works without being named anywhere. A page whose
 * port is missing fails to compile (AppServices in app/services.ts lists the ports, and the layer must provide them);
 * a port that does not load shows a network error or the error dialog, and this test names the route.
 */
describe("every routed page renders over the fake API", () => {
  it("every route is opened by exactly one login", () => {
    expect(
      routesByLogin()
        .flatMap(([, routes]) => routes)
        .toSorted(),
    ).toEqual(routedPages().toSorted());
  });

  it.each(routesByLogin().map(([login, routes]) => [login ?? "a visitor", login, routes] as const))(
    "the routes %s opens",
    async (_name, login, routes) => openEach(login, routes),
    15 * 60_000,
  );
});
