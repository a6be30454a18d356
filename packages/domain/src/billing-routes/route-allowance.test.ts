import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { millisToNanos } from "../ports";
import { minutesLeft } from "./approval";
import { mayChangeRoute, maySpendThrough, routeAllowance } from "./route-allowance";
import { routeInviteRequest } from "./route-invite";
import { approval, T0 } from "./test-fixtures";

const BOTH = { CanInvite: true, CanRequest: true };

describe("what is left of a route this cycle (issue #17, the meter)", () => {
  it("is the operator's remaining amount of the limit, never below 0 nor above the limit", () => {
    expect(routeAllowance({ SpendLimit: 2000, RemainingSpendLimit: 500 })).toEqual({
      limitCents: 2000,
      remainingCents: 500,
      spentCents: 1500,
    });
    expect(routeAllowance({ SpendLimit: 2000 })?.remainingCents).toBe(2000);
    expect(routeAllowance({ SpendLimit: 2000, RemainingSpendLimit: -5 })?.remainingCents).toBe(0);
    expect(routeAllowance({ SpendLimit: 2000, RemainingSpendLimit: 9000 })?.remainingCents).toBe(2000);
    expect(routeAllowance({})).toBeUndefined();
  });

  it("only the paying side changes a route; only the paid-for side spends through it", () => {
    expect(mayChangeRoute({ RoutingType: "child" })).toBe(true);
    expect(mayChangeRoute({ RoutingType: "parent" })).toBe(false);
    expect(maySpendThrough({ RoutingType: "parent" })).toBe(true);
    expect(maySpendThrough({ RoutingType: "child" })).toBe(false);
  });
});

describe("BR-04: the 1-hour expiry as time left", () => {
  it("counts whole minutes up, 0 once expired or answered", () => {
    const sent = approval({ ExpiresAtNanos: millisToNanos(T0 + 60 * 60_000) });
    expect(minutesLeft(sent, T0)).toBe(60);
    expect(minutesLeft(sent, T0 + 30_000)).toBe(60);
    expect(minutesLeft(sent, T0 + 59 * 60_000 + 1)).toBe(1);
    expect(minutesLeft(sent, T0 + 60 * 60_000)).toBe(0);
    expect(minutesLeft({ ...sent, Status: "APPROVED" }, T0)).toBe(0);
  });
});

describe("BR-01: an invite carries the payer's limit, dollars entered and cents stored", () => {
  const input = { mode: "invite" as const, spid: 67, customerUuid: "payer", requestedTo: "child@waea.test" };
  it("stores $20 as 2000 cents, sends none when left empty, refuses what is not whole dollars", () => {
    expect(Either.getOrThrow(routeInviteRequest({ ...input, limitDollars: "20" }, BOTH, T0)).SpendLimit).toBe(
      2000,
    );
    expect(
      Either.getOrThrow(routeInviteRequest({ ...input, limitDollars: "$ 20" }, BOTH, T0)).SpendLimit,
    ).toBe(2000);
    expect(Either.getOrThrow(routeInviteRequest({ ...input, limitDollars: " " }, BOTH, T0)).SpendLimit).toBe(
      undefined,
    );
    for (const bad of ["-5", "20.50", "twenty"])
      expect(routeInviteRequest({ ...input, limitDollars: bad }, BOTH, T0)).toEqual(
        Either.left("billing-routes.invalid_limit"),
      );
    expect(
      routeInviteRequest({ ...input, mode: "request", limitDollars: "20" }, BOTH, T0).pipe(
        Either.map((body) => body.SpendLimit),
      ),
    ).toEqual(Either.right(undefined));
  });
});
