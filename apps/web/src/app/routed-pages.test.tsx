import { screen, waitFor } from "@testing-library/react";
import { routeById, type RouteId } from "@waea/domain/routing";
import { describe, expect, it } from "vitest";
import { renderApp, withPortal } from "../test/render-app";
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

/**
 * Every routed page against the fake API, through the live layer whose ports load with their first call
 * (makeLazyHttpLayer): a page that calls a use case of any port works without being named anywhere. A page whose
 * port is missing fails to compile (AppServices in app/services.ts lists the ports, and the layer must provide them);
 * a port that does not load shows a network error or the error dialog, and this test names the route.
 */
describe("every routed page renders over the fake API", () => {
  it.each(routedPages())("%s", async (id) => {
    const login = loginFor(id);
    const storage = login === undefined ? undefined : await returningVisitor(api(), login);
    await renderApp(api(), pathOf(id), storage === undefined ? {} : { storage });
    await screen.findByRole("heading", { level: 1 });
    await waitFor(() => expect(document.querySelector("main .loader, main [aria-busy='true']")).toBeNull());
    expect({ route: id, problems: problemsOnScreen() }).toEqual({ route: id, problems: [] });
  });
});
