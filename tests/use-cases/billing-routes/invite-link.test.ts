import { describe, expect, it } from "vitest";
import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import {
  acceptRouteByToken,
  declineRouteByToken,
  forgetRouteInviteLink,
  loadRouteHistory,
  openRouteInviteLink,
} from "@waea/domain/billing-routes";
import { StorageKeys } from "@waea/domain/ports";
import { signedIn, withFakeApi, type Customer } from "../support/fake-api";
import { routesPage } from "./route-people";

const api = withFakeApi();

const heldToken = (who: Customer) => Effect.runPromise(who.storage.get(StorageKeys.routeApprovalToken));

describe("opening a route invite's link (BR-04)", () => {
  it("holds the token in the session, shows the invite it points at, and approving by it removes the token", async () => {
    const payer = await signedIn(api(), "payer@waea.test");
    const nana = (await routesPage(payer)).sent.find((a) => a.RequestedTo === "nana.anderson@example.co.nz");
    const nocard = await signedIn(api(), "nocard@waea.test");
    const found = await nocard.run(openRouteInviteLink(nocard.customer, ` ${nana?.ApprovalCode ?? ""} `));
    expect(Option.map(found, (a) => a.UUID)).toEqual(Option.some(nana?.UUID));
    expect(await heldToken(nocard)).toEqual(Option.some(nana?.ApprovalCode));
    await nocard.run(acceptRouteByToken(nocard.customer));
    expect(await heldToken(nocard)).toEqual(Option.none());
    const [route] = (await routesPage(nocard)).routes;
    const trail = await nocard.run(loadRouteHistory(nocard.customer, route?.UUID ?? ""));
    expect(trail.map((entry) => entry.Kind)).toEqual(["created"]);
  });

  it("declines by the link's code an invite sent to someone who was not a customer yet, and removes the token", async () => {
    const payer = await signedIn(api(), "payer@waea.test");
    const nana = (await routesPage(payer)).sent.find((a) => a.RequestedTo === "nana.anderson@example.co.nz");
    const nocard = await signedIn(api(), "nocard@waea.test");
    await nocard.run(openRouteInviteLink(nocard.customer, nana?.ApprovalCode ?? ""));
    const declined = await nocard.run(declineRouteByToken(nocard.customer));
    expect(Option.map(declined, (a) => a.Status)).toEqual(Option.some("REJECTED"));
    expect(await heldToken(nocard)).toEqual(Option.none());
    expect((await routesPage(nocard)).routes).toEqual([]);
    const sent = (await routesPage(payer)).sent.find((a) => a.UUID === nana?.UUID);
    expect(sent?.Status).toBe("REJECTED");
  });

  it("finds nothing for a code that matches no pending invite, and forgetting drops the token", async () => {
    const nocard = await signedIn(api(), "nocard@waea.test");
    expect(await nocard.run(openRouteInviteLink(nocard.customer, "AP-NOTHING"))).toEqual(Option.none());
    expect(await heldToken(nocard)).toEqual(Option.some("AP-NOTHING"));
    await nocard.run(forgetRouteInviteLink);
    expect(await heldToken(nocard)).toEqual(Option.none());
    expect(await nocard.run(openRouteInviteLink(nocard.customer, " "))).toEqual(Option.none());
  });
});
