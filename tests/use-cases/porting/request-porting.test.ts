import { describe, expect, it } from "vitest";
import { productionSettings, withSettings } from "@waea/domain/config";
import { lookupPortingNumber, requestNumberPorting } from "@waea/domain/porting";
import { NOT_PORTABLE_NUMBER } from "@waea/fake-api/in-process";
import { signedIn, withFakeApi } from "../support/fake-api";
import { firstMobileService } from "../sim/mobile-service";
import { requestLog } from "../sim/request-log";

const api = withFakeApi();

const transferFrom = {
  Provider: "One NZ",
  AccountHolderName: "Aroha Ngata",
  AccountNumber: "123456789",
  ConnectionID: "CID12345678",
};

/** A demo login's first service as the porting use cases take it, the requests noted from here on. */
const service = async (email: string) => {
  const log = requestLog(api());
  const customer = await signedIn(log.api, email);
  const mobileUUID = await firstMobileService(customer);
  log.clear();
  return {
    customer,
    log,
    input: { settings: productionSettings, customerUUID: customer.customer, mobileUUID },
  };
};

describe("requestNumberPorting (SIM-06)", () => {
  it("looks the number up without its plus, then requests the port", async () => {
    const { customer, input, log } = await service("prepay@waea.test");
    expect(await customer.run(requestNumberPorting({ ...input, number: "+64 21 555 0123" }))).toMatchObject({
      MobileUUID: input.mobileUUID,
      MSISDN: "64215550123",
      PortingState: "PORT_REQUESTED",
    });
    expect(log.requests()).toEqual(["GET /porting/v1/msisdn/64215550123", "PUT /mobile_porting"]);
    expect(await customer.run(lookupPortingNumber("+64215550123"))).toMatchObject({
      PortingState: "PORT_REQUESTED",
    });
  });

  it("sends the transfer details with the transfer flag", async () => {
    const { customer, input } = await service("prepay@waea.test");
    expect(
      await customer.run(requestNumberPorting({ ...input, number: "021 555 0123", transferFrom })),
    ).toMatchObject({ PortingState: "PORT_REQUESTED" });
    expect(api().store.world.porting.ports[input.mobileUUID]?.TransferFrom).toEqual(transferFrom);
  });

  it("refuses before the request: no number, not a mobile number, a page the build hides", async () => {
    const { customer, input, log } = await service("prepay@waea.test");
    expect(await customer.attempt(lookupPortingNumber(" + "))).toMatchObject({
      left: { _tag: "PortingRefused", messageKey: "porting.number_required" },
    });
    expect(await customer.attempt(requestNumberPorting({ ...input, number: "12345" }))).toMatchObject({
      left: { _tag: "PortingRefused", messageKey: "porting.number_invalid" },
    });
    const off = withSettings(productionSettings, { flags: { numberPorting: false } });
    expect(
      await customer.attempt(requestNumberPorting({ ...input, settings: off, number: "021 555 0123" })),
    ).toMatchObject({ left: { _tag: "PortingRefused", messageKey: "porting.not_available" } });
    expect(log.requests()).toEqual([]);
  });

  it("refuses what the lookup says: a number that cannot be ported, a port of it under way", async () => {
    const { customer, input, log } = await service("prepay@waea.test");
    expect(
      await customer.attempt(requestNumberPorting({ ...input, number: NOT_PORTABLE_NUMBER })),
    ).toMatchObject({
      left: { _tag: "PortingRefused", messageKey: "porting.number_not_portable" },
    });
    expect(log.requests()).toEqual([`GET /porting/v1/msisdn/${NOT_PORTABLE_NUMBER}`]);
    await customer.run(requestNumberPorting({ ...input, number: "021 555 0123" }));
    const postpay = await service("postpay@waea.test");
    expect(
      await postpay.customer.attempt(requestNumberPorting({ ...postpay.input, number: "+64215550123" })),
    ).toMatchObject({ left: { _tag: "PortingRefused", messageKey: "porting.already_in_progress" } });
  });

  it("an operator's refusal is shown in its own words (spec 02 §8), naming the contract's call porting.request", async () => {
    // fwa@waea.test's service is fixed wireless: its number cannot be moved to it
    const { customer, input } = await service("fwa@waea.test");
    expect(await customer.attempt(requestNumberPorting({ ...input, number: "021 555 0123" }))).toMatchObject({
      left: {
        _tag: "PortingFailed",
        display: { key: "porting.server_message", message: "Number porting is for mobile services" },
        cause: { _tag: "ApiFailure", call: "porting.request", status: 400 },
      },
    });
  });
});
