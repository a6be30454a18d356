import { describe, expect, it } from "vitest";
import { productionSettings } from "../config";
import { isGateOpen } from "./build-gates";
import { evaluateRoute } from "./evaluate-route";
import { BuildGates, GuardNames } from "./guard-names";
import { Guards } from "./guards";
import { RoutingMessageKeys } from "./messages";
import { isAllow, isNotFound, isRedirect } from "./route-decision";
import { ROUTES } from "./route-table";
import { anonymousVisitor } from "./visitor-state";

describe("routing names", () => {
  it("has one guard for every guard name, and every guard is used by a route", () => {
    expect(Object.keys(Guards).sort()).toEqual([...GuardNames].sort());
    const used = new Set(ROUTES.flatMap((route) => route.guards));
    expect(GuardNames.filter((name) => !used.has(name))).toEqual([]);
  });
  it("uses every build gate on some route, each answering for the production settings", () => {
    const used = new Set(ROUTES.flatMap((route) => route.gates));
    expect(BuildGates.filter((gate) => !used.has(gate))).toEqual([]);
    expect(BuildGates.filter((gate) => !isGateOpen(gate, productionSettings))).toEqual(["captchaKey"]);
  });
  it("keeps its message keys in the routing namespace, once each", () => {
    expect(new Set(RoutingMessageKeys).size).toBe(RoutingMessageKeys.length);
    expect(RoutingMessageKeys.every((key) => /^routing\.[a-z_]+$/.test(key))).toBe(true);
  });
  it("tells decisions apart", () => {
    const allow = evaluateRoute(anonymousVisitor, productionSettings, "/");
    const redirect = evaluateRoute(anonymousVisitor, productionSettings, "/profile");
    const notFound = evaluateRoute(anonymousVisitor, productionSettings, "/no/such/page");
    expect([isAllow(allow), isRedirect(redirect), isNotFound(notFound)]).toEqual([true, true, true]);
    expect([isAllow(notFound), isRedirect(allow), isNotFound(redirect)]).toEqual([false, false, false]);
  });
});
