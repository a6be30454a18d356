import { describe, expect, it } from "vitest";
import * as Effect from "effect/Effect";
import * as TestContext from "effect/TestContext";
import { minutesLeft } from "@waea/domain/billing-routes";
import { loadGroupInvites } from "@waea/domain/groups";
import { signedIn, withFakeApi, type Customer } from "../support/fake-api";

const api = withFakeApi();
const MINUTE = 60_000;

/** payg@'s incoming invite from leader@, read on a browser clock stuck at 1970 (TestClock): far from the operator's. */
const inviteOnAWrongClock = async (payg: Customer) => {
  const invites = await payg.run(
    loadGroupInvites("customer", payg.customer).pipe(Effect.provide(TestContext.TestContext)),
  );
  const [invite] = invites.incoming;
  if (invite === undefined) throw new Error("expected leader@'s invite to payg@");
  return invite;
};

describe("an invite's expiry is the operator's (GRP-04, BR-04)", () => {
  it("GRP-04: the time left and the expiry are what the operator says, whatever the browser's clock", async () => {
    const payg = await signedIn(api(), "payg@waea.test");
    const fresh = await inviteOnAWrongClock(payg);
    expect(fresh.expired).toBe(false);
    expect(minutesLeft(fresh.approval, 0)).toBe(45);
    api().clock.advance(46 * MINUTE);
    const late = await inviteOnAWrongClock(payg);
    expect(late.expired).toBe(true);
    expect(minutesLeft(late.approval, 0)).toBe(0);
  });
});
