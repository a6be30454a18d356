import { describe, expect, it } from "vitest";
import { PORTING_STEP_DURATIONS_MS } from "@waea/domain/porting";
import { messagesTo } from "../mailbox/mailbox";
import { currentPort } from "../world/porting-progress";
import {
  ACTIVATION_FAILS_ONCE_NUMBER,
  LOCKED_ONCE_NUMBER,
  NOT_PORTABLE_NUMBER,
  NOT_TRANSFERABLE_NUMBER,
  REJECTED_ONCE_NUMBER,
} from "../world/porting";
import { signedInAs } from "./mobile-test-support";
import { useTestApi } from "./session-test-support";

const api = useTestApi();

const MINUTE = 60_000;
const transferFrom = {
  Provider: "One NZ",
  AccountHolderName: "Aroha Ngata",
  AccountNumber: "123456789",
  ConnectionID: "CID12345678",
};

const setup = async (email = "prepay@waea.test") => {
  const test = await signedInAs(api(), email);
  const request = (
    MSISDN: string,
    extra: Record<string, unknown> = { Transfer: true, TransferFrom: transferFrom },
  ) => test.put("/mobile_porting", { ...test.ref, MSISDN, ...extra });
  const cancel = () =>
    test.put(`/customer/${test.customer}/cancel_mobile_porting`, { MobileUUID: test.ref.MobileUUID });
  const confirm = () =>
    test.put(`/customer/${test.customer}/mobile_porting/action`, { ...test.ref, action: "CONFIRM" });
  const retry = (extra: Record<string, unknown> = {}) =>
    test.put("/mobile_porting_retry", { ...test.ref, ...extra });
  const lookup = (number: string) => test.get(`/porting/v1/msisdn/${encodeURIComponent(number)}`);
  const state = () => test.store.world.core.products[test.product.UUID]?.PortingState;
  const status = () => test.get(`/customer/${test.customer}/mobile_porting/${test.product.UUID}`);
  return { ...test, request, cancel, confirm, retry, lookup, state, status };
};

describe("number porting (SIM-06)", () => {
  it("porting@ has a port at NETWORK_PROVISIONING that completes as the clock moves", async () => {
    const { lookup, store, product, advance } = await setup("porting@waea.test");
    const port = store.world.porting.ports[product.UUID];
    expect(port?.State).toBe("NETWORK_PROVISIONING");
    expect(product.PortingState).toBe("NETWORK_PROVISIONING");
    const msisdn = port?.MSISDN ?? "";
    expect((await lookup(`+${msisdn}`)).json()).toMatchObject({
      MSISDN: msisdn,
      PortingState: "NETWORK_PROVISIONING",
    });
    await advance(20 * MINUTE);
    expect(currentPort(store.world, product.UUID, store.clock.nowMillis())?.State).toBe("PORT_COMPLETED");
    expect((await lookup(msisdn)).json()).toMatchObject({ Portable: false, PortingState: "PORT_COMPLETED" });
    // issue #15: the customer is e-mailed once, when the port completed on the world's timeline.
    const mail = messagesTo(store.world.mailbox, "porting@waea.test");
    expect(mail.map((message) => message.Kind)).toEqual(["porting_update"]);
    expect(mail[0]?.Subject).toBe(`0${msisdn.slice(2)} is now on waea`);
  });

  it("e-mails the customer a porting update when a port is requested, rejected and sent again (issue #15)", async () => {
    const { request, retry, advance, store } = await setup();
    const mailbox = () =>
      [...messagesTo(store.world.mailbox, "prepay@waea.test")]
        .reverse()
        .filter((message) => message.Kind === "porting_update");
    const requestedAt = store.clock.nowMillis();
    await request(REJECTED_ONCE_NUMBER);
    expect(mailbox()).toMatchObject([
      {
        Channel: "email",
        Subject: "Your number transfer of 0225550100 is under way",
        SentAtMillis: requestedAt,
      },
    ]);
    await advance(11 * MINUTE);
    const rejected = mailbox()[1];
    expect(mailbox()).toHaveLength(2);
    expect(rejected?.Subject).toBe("Your number transfer of 0225550100 was rejected");
    expect(rejected?.Text).toContain("says the account number does not match its records for this number.");
    await retry({ TransferFrom: { ...transferFrom, AccountNumber: "987654321" } });
    expect(mailbox().map((message) => message.Subject)).toEqual([
      "Your number transfer of 0225550100 is under way",
      "Your number transfer of 0225550100 was rejected",
      "Your number transfer of 0225550100 is under way",
    ]);
  });

  it("requests a port with transfer details and walks the states with time; CONFIRM while waiting", async () => {
    const { request, lookup, state, confirm, advance } = await setup();
    const reply = await request("+64 21 555 0123");
    expect(reply.json()).toMatchObject({
      MobileUUID: expect.any(String),
      MSISDN: "64215550123",
      PortingState: "PORT_REQUESTED",
      Carrier: "One NZ",
      Steps: [{ State: "PORT_REQUESTED", At: reply.json().RequestedAt }],
    });
    expect(state()).toBe("PORT_REQUESTED");
    expect((await confirm()).json().err_message).toBe("This transfer is not waiting for you.");
    const durations = PORTING_STEP_DURATIONS_MS;
    await advance(
      (durations.PORT_REQUESTED ?? 0) + (durations.PORT_VALIDATED ?? 0) + (durations.PORT_APPROVED ?? 0),
    );
    expect((await lookup("0215550123")).json()).toMatchObject({
      Carrier: "One NZ",
      PortingState: "INTRA_CARRIER_WAIT",
    });
    expect((await confirm()).json().PortingState).toBe("NETWORK_PROVISIONING");
    expect(state()).toBe("NETWORK_PROVISIONING");
  });

  it("refuses bad numbers and transfer details, numbers that cannot be ported and a second port, changing nothing", async () => {
    const { request, store } = await setup();
    const before = store.digest();
    expect((await request("12345")).json().err_message).toBe("body.MSISDN: not a valid Mobile number");
    expect((await request("0215550123", { Transfer: true })).json().err_message).toBe(
      "body.TransferFrom: Please, enter provider name",
    );
    expect((await request(NOT_PORTABLE_NUMBER)).json()).toEqual({
      err_message: "This number cannot be transferred.",
    });
    const own = Object.values(store.world.core.products)[0]?.MSISDN ?? "";
    expect((await request(own)).status).toBe(422);
    expect(store.digest()).toBe(before);
    expect((await request("0215550123", { Transfer: false })).status).toBe(200);
    const again = await request("0225550123");
    expect(again.json()).toEqual({ err_message: "A transfer of this number is already under way." });
  });

  it("cancels before network provisioning; a new request may follow", async () => {
    const { request, cancel, state, store } = await setup();
    expect((await cancel()).json().err_message).toBe("No number porting found for this service");
    await request("0275550123");
    expect((await cancel()).json().PortingState).toBe("PORT_CANCELED");
    expect(state()).toBe("PORT_CANCELED");
    const before = store.digest();
    expect((await cancel()).json()).toEqual({ err_message: "This transfer can no longer be cancelled." });
    expect(store.digest()).toBe(before);
    expect((await request("0275550123")).json().PortingState).toBe("PORT_REQUESTED");
  });

  it("a rejected port is retried with corrected details and goes through", async () => {
    const { request, retry, lookup, advance, store, product } = await setup();
    expect((await retry()).status).toBe(404);
    await request(REJECTED_ONCE_NUMBER);
    expect((await retry()).json().err_message).toBe("Only a rejected or failed transfer can be retried.");
    await advance(11 * MINUTE);
    expect((await lookup(REJECTED_ONCE_NUMBER)).json().PortingState).toBe("PORT_REJECTED");
    expect((await retry({ TransferFrom: { ...transferFrom, AccountNumber: " " } })).status).toBe(400);
    const retried = await retry({ TransferFrom: { ...transferFrom, AccountNumber: "987654321" } });
    expect(retried.json().PortingState).toBe("PORT_REQUESTED");
    expect(store.world.porting.ports[product.UUID]?.TransferFrom?.AccountNumber).toBe("987654321");
    await advance(11 * MINUTE);
    expect((await lookup(REJECTED_ONCE_NUMBER)).json().PortingState).toBe("PORT_VALIDATED");
  });

  it("checks the action's customer against the path and refuses another login's account", async () => {
    const { put, customer, ref } = await setup();
    const other = await setup("postpay@waea.test");
    expect(
      (
        await put(`/customer/${customer}/mobile_porting/action`, {
          ...ref,
          CustomerUUID: other.customer,
          action: "CONFIRM",
        })
      ).status,
    ).toBe(400);
    expect(
      (await other.put(`/customer/${customer}/cancel_mobile_porting`, { MobileUUID: ref.MobileUUID })).status,
    ).toBe(403);
    expect((await other.lookup("+64 not a number")).status).toBe(400);
  });

  it("the product's PortingState and number follow the port on the world's clock; reading changes nothing", async () => {
    const { status, store, product, advance } = await setup("porting@waea.test");
    const port = store.world.porting.ports[product.UUID];
    const before = store.digest();
    const read = (await status()).json();
    expect(read).toMatchObject({ PortingState: "NETWORK_PROVISIONING", Carrier: "2degrees" });
    expect(read.Steps.map((step: { State: string }) => step.State)).toEqual([
      "PORT_REQUESTED",
      "PORT_VALIDATED",
      "PORT_APPROVED",
      "INTRA_CARRIER_WAIT",
      "NETWORK_PROVISIONING",
    ]);
    expect(store.digest()).toBe(before);
    await advance(20 * MINUTE);
    const moved = store.world.core.products[product.UUID];
    expect(moved?.PortingState).toBe("PORT_COMPLETED");
    expect(moved?.MSISDN).toBe(port?.MSISDN);
    expect(moved?.MSISDN).not.toBe(product.MSISDN);
    const done = (await status()).json();
    expect(done.PortingState).toBe("PORT_COMPLETED");
    expect(done.Steps.at(-1)).toEqual({
      State: "PORT_COMPLETED",
      At: new Date(Date.parse(read.CheckedAt) + 20 * MINUTE).toISOString(),
    });
  });

  it("a port's status says 404 before one, and a rejection's reason; a rejected port may be withdrawn", async () => {
    const { request, status, cancel, advance } = await setup();
    expect((await status()).status).toBe(404);
    await request(LOCKED_ONCE_NUMBER);
    expect((await status()).json().Reason).toBeUndefined();
    await advance(11 * MINUTE);
    expect((await status()).json()).toMatchObject({ PortingState: "PORT_REJECTED", Reason: "NUMBER_LOCKED" });
    expect((await cancel()).json().PortingState).toBe("PORT_CANCELED");
    expect((await request(NOT_TRANSFERABLE_NUMBER)).json().PortingState).toBe("PORT_REQUESTED");
    await advance(11 * MINUTE);
    expect((await status()).json()).toMatchObject({ Reason: "NUMBER_NOT_TRANSFERABLE", Carrier: "2degrees" });
  });

  it("a port of 64225550103 fails its service activation once, says why, and the retry completes (issue #15)", async () => {
    const { request, retry, cancel, status, advance, state, store, product } = await setup();
    const all = Object.values(PORTING_STEP_DURATIONS_MS).reduce((sum, ms) => sum + (ms ?? 0), 0);
    await request(ACTIVATION_FAILS_ONCE_NUMBER);
    await advance(all - MINUTE);
    expect((await status()).json().PortingState).toBe("NETWORK_PROVISIONING");
    await advance(MINUTE);
    const failed = (await status()).json();
    expect(failed).toMatchObject({ PortingState: "SERVICE_ACTIVATION_FAILED", Reason: "ACTIVATION_FAILED" });
    expect(failed.Steps.at(-1).State).toBe("SERVICE_ACTIVATION_FAILED");
    expect(state()).toBe("SERVICE_ACTIVATION_FAILED");
    expect(store.world.core.products[product.UUID]?.MSISDN).toBe(product.MSISDN);
    expect(messagesTo(store.world.mailbox, "prepay@waea.test")[0]?.Subject).toBe(
      "Your number transfer of 0225550103 needs you",
    );
    // The number has left the losing carrier: the failed activation is sent again, not withdrawn.
    expect((await cancel()).status).toBe(409);
    expect((await retry()).json().PortingState).toBe("PORT_REQUESTED");
    await advance(all);
    expect((await status()).json()).toMatchObject({ PortingState: "PORT_COMPLETED" });
    expect(store.world.core.products[product.UUID]?.MSISDN).toBe(ACTIVATION_FAILS_ONCE_NUMBER);
  });
});
