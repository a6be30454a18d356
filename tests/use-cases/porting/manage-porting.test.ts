import { describe, expect, it } from "vitest";
import { productionSettings } from "@waea/domain/config";
import {
  PORTING_STEP_DURATIONS_MS,
  cancelNumberPorting,
  confirmNumberPorting,
  requestNumberPorting,
  retryNumberPorting,
} from "@waea/domain/porting";
import { REJECTED_ONCE_NUMBER } from "@waea/fake-api/in-process";
import { signedIn, useFakeApi } from "../support/fake-api";
import { firstMobileService } from "../sim/mobile-service";
import { requestLog } from "../sim/request-log";

const api = useFakeApi();

const transferFrom = {
  Provider: "2degrees",
  AccountHolderName: "Aroha Ngata",
  AccountNumber: "987654321",
  ConnectionID: "CID12345678",
};

/** prepay@waea.test's service as the porting use cases take it, signed in now (a session lasts an hour). */
const prepay = async () => {
  const log = requestLog(api());
  const customer = await signedIn(log.api, "prepay@waea.test");
  const mobileUUID = await firstMobileService(customer);
  log.clear();
  return { customer, log, ref: { customerUUID: customer.customer, mobileUUID } };
};

const requested = async () => {
  const { customer, ref } = await prepay();
  const request = { settings: productionSettings, ...ref };
  return { customer, ref, request };
};

/** The operator's time moves on: the port goes through its states (world/porting-progress.ts). */
const wait = (millis: number) => api().clock.advance(millis);
const { PORT_REQUESTED = 0, PORT_VALIDATED = 0, PORT_APPROVED = 0 } = PORTING_STEP_DURATIONS_MS;

describe("managing a port (SIM-06)", () => {
  it("retries a port the losing carrier rejected; a retry the port no longer allows is the operator's word", async () => {
    const { customer, ref, request } = await requested();
    await customer.run(requestNumberPorting({ ...request, number: REJECTED_ONCE_NUMBER }));
    wait(PORT_REQUESTED + 60_000);
    expect(
      await customer.run(retryNumberPorting({ ...ref, state: "PORT_REJECTED", transferFrom })),
    ).toMatchObject({
      PortingState: "PORT_REQUESTED",
    });
    expect(await customer.attempt(retryNumberPorting({ ...ref, state: "PORT_REJECTED" }))).toMatchObject({
      left: {
        _tag: "PortingFailed",
        display: {
          key: "porting.server_message",
          message: "Only a rejected or failed transfer can be retried.",
        },
        cause: { call: "porting.retry", status: 409 },
      },
    });
  });

  it("refuses actions the shown state does not allow, without a call", async () => {
    const { customer, ref, log } = await prepay();
    expect(await customer.attempt(retryNumberPorting({ ...ref, state: "PORT_VALIDATED" }))).toMatchObject({
      left: { _tag: "PortingRefused", messageKey: "porting.cannot_retry" },
    });
    expect(
      await customer.attempt(cancelNumberPorting({ ...ref, state: "NETWORK_PROVISIONING" })),
    ).toMatchObject({
      left: { messageKey: "porting.cannot_cancel" },
    });
    expect(await customer.attempt(confirmNumberPorting({ ...ref, state: "PORT_REQUESTED" }))).toMatchObject({
      left: { messageKey: "porting.action_not_available" },
    });
    expect(log.requests()).toEqual([]);
  });

  it("cancels a port just requested", async () => {
    const { customer, ref, request } = await requested();
    await customer.run(requestNumberPorting({ ...request, number: "021 555 0123" }));
    expect(await customer.run(cancelNumberPorting({ ...ref, state: "PORT_REQUESTED" }))).toMatchObject({
      PortingState: "PORT_CANCELED",
    });
  });

  it("confirms a port waiting between carriers, an hour after it was requested", async () => {
    const { customer, request } = await requested();
    await customer.run(requestNumberPorting({ ...request, number: "021 555 0123" }));
    wait(PORT_REQUESTED + PORT_VALIDATED + PORT_APPROVED + 60_000);
    const later = await prepay();
    expect(
      await later.customer.run(confirmNumberPorting({ ...later.ref, state: "INTRA_CARRIER_WAIT" })),
    ).toMatchObject({ PortingState: "NETWORK_PROVISIONING" });
  });
});
