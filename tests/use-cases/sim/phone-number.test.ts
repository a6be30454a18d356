import { describe, expect, it } from "vitest";
import { productionSettings, withSettings } from "@waea/domain/config";
import { changePhoneNumber, searchPhoneNumbers } from "@waea/domain/sim";
import { DEMO_PASSWORD, signedIn, useFakeApi } from "../support/fake-api";
import { firstMobileService } from "./mobile-service";
import { requestLog } from "./request-log";

const api = useFakeApi();

const password = { method: "password", password: DEMO_PASSWORD } as const;

const prepay = async () => {
  const log = requestLog(api());
  const customer = await signedIn(log.api, "prepay@waea.test");
  const productUUID = await firstMobileService(customer);
  log.clear();
  return {
    customer,
    log,
    service: { settings: productionSettings, customerUUID: customer.customer, productUUID },
  };
};

describe("phone number change (SIM-05)", () => {
  it("searches pages of 15 and says 'No new phone numbers' past the last", async () => {
    const { customer, service } = await prepay();
    // the operator has 40 free numbers in the demo world
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await customer.run(searchPhoneNumbers({ ...service, page })));
    expect(pages.map((found) => [found.numbers.length, found.hasMore])).toEqual([
      [15, true],
      [15, true],
      [10, false],
    ]);
    expect(await customer.attempt(searchPhoneNumbers({ ...service, page: 4 }))).toMatchObject({
      left: { _tag: "SimActionRefused", messageKey: "sim.no_new_phone_numbers" },
    });
  });

  it("changes to a chosen number once; the number is then gone", async () => {
    const { customer, service, log } = await prepay();
    const input = { ...service, credential: password };
    expect(await customer.attempt(changePhoneNumber({ ...input, chosen: undefined }))).toMatchObject({
      left: { messageKey: "sim.phone_number_required" },
    });
    const badCode = { method: "email_code", code: "x" } as const;
    expect(
      await customer.attempt(changePhoneNumber({ ...input, credential: badCode, chosen: "0211234567" })),
    ).toMatchObject({ left: { messageKey: "sim.reauth_code_invalid" } });
    expect(log.requests()).toEqual([]);
    const [chosen = ""] = (await customer.run(searchPhoneNumbers({ ...service, page: 1 }))).numbers;
    expect(await customer.run(changePhoneNumber({ ...input, chosen }))).toBe(chosen);
    expect(await customer.attempt(changePhoneNumber({ ...input, chosen }))).toMatchObject({
      left: { _tag: "SimCallFailed", messageKey: "sim.call_error", cause: { status: 404 } },
    });
    expect((await customer.run(searchPhoneNumbers({ ...service, page: 1 }))).numbers).not.toContain(chosen);
  });

  it("SIM-08: is refused without a call when the build hides it", async () => {
    const { customer, service, log } = await prepay();
    const off = withSettings(productionSettings, { flags: { phoneNumberChange: false } });
    expect(await customer.attempt(searchPhoneNumbers({ ...service, settings: off, page: 1 }))).toMatchObject({
      left: { _tag: "SimActionRefused", messageKey: "sim.action_not_allowed" },
    });
    expect(log.requests()).toEqual([]);
  });

  it("a page the contract refuses is the SIM call error, and nothing is sent", async () => {
    const { customer, service, log } = await prepay();
    expect(await customer.attempt(searchPhoneNumbers({ ...service, page: 0 }))).toMatchObject({
      left: {
        _tag: "SimCallFailed",
        messageKey: "sim.call_error",
        cause: { _tag: "DecodeError", field: "body.Page" },
      },
    });
    expect(log.requests()).toEqual([]);
  });
});
