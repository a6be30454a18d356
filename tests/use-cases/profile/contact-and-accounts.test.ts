import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { readCustomers, saveContactDetails } from "@waea/domain/profile";
import { CustomerApi } from "@waea/domain/profile/api";
import { signedIn, withFakeApi } from "../support/fake-api";

const api = withFakeApi();

describe("saveContactDetails (PRO-01)", () => {
  it("PRO-01: saves the contact e-mail and number, and leaves the sign-in e-mail as it was", async () => {
    const tama = await signedIn(api(), "postpay@waea.test");
    const saved = await tama.run(
      saveContactDetails(tama.customer, { email: "deliveries@example.nz", msisdn: "64215550123" }),
    );
    expect(saved).toMatchObject({ ContactEmail: "deliveries@example.nz", Email: "postpay@waea.test" });
    const read = await tama.run(Effect.flatMap(CustomerApi, (port) => port.readCustomer(tama.customer)));
    expect(read.ContactEmail).toBe("deliveries@example.nz");
    expect(read.ContactNumber).toEqual(expect.stringContaining("555"));
  });

  it("PRO-01: another login's account is refused", async () => {
    const tama = await signedIn(api(), "postpay@waea.test");
    const aroha = await signedIn(api(), "prepay@waea.test");
    expect(
      await tama.attempt(
        saveContactDetails(aroha.customer, { email: "x@example.nz", msisdn: "64215550123" }),
      ),
    ).toMatchObject({ left: { _tag: "Forbidden" } });
  });
});

describe("readCustomers (AUTH-11)", () => {
  it("AUTH-11: reads the login's accounts in order; one that cannot be read is left undefined in its place", async () => {
    const rangi = await signedIn(api(), "multi@waea.test");
    const { CustomerUUIDs } = await rangi.run(Effect.flatMap(CustomerApi, (port) => port.customerUuids()));
    const aroha = await signedIn(api(), "prepay@waea.test");
    const customers = await rangi.run(readCustomers([...CustomerUUIDs, aroha.customer]));
    expect(customers.map((customer) => customer?.UUID)).toEqual([...CustomerUUIDs, undefined]);
  });
});
