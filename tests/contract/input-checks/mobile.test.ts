import { describe, it } from "vitest";
import { translate } from "@waea/adapters/i18n";
import { DEMO_PASSWORD, signedIn, useFakeApi } from "../../use-cases/support/fake-api";
import { expectRefused } from "./refused";

const api = useFakeApi();

/** prepay@waea.test's mobile service, as the SIM and porting calls name it. */
const prepay = async () => {
  const customer = await signedIn(api(), "prepay@waea.test");
  const product = Object.values(api().store.world.core.products).find(
    (item) => item.CustomerUUID === customer.customer,
  );
  if (product === undefined) throw new Error("prepay@waea.test has no mobile service");
  const ref = { CustomerUUID: customer.customer, MobileUUID: product.UUID };
  const service = { CustomerUUID: customer.customer, ProductInstanceUUID: product.UUID, Type: "mobile" };
  return { token: customer.auth.JWT, ref, service };
};

describe("the SIM calls' input checks are the contract's body schemas", () => {
  it("SIM-02, SIM-03: a credential of the right form, and a SIM ID of 18 to 20 digits starting 89", async () => {
    const { token, service } = await prepay();
    const toggle = { ...service, Password: DEMO_PASSWORD };
    const refusals = [
      { id: "sim.disable", valid: toggle, body: service, field: "body", key: "sim.reauth_password_required" },
      {
        id: "sim.disable",
        valid: toggle,
        body: { ...service, Password: "" },
        field: "body",
        key: "sim.reauth_password_required",
      },
      {
        id: "sim.enable",
        valid: toggle,
        body: { ...service, AuthCode: "12" },
        field: "body",
        key: "sim.reauth_code_invalid",
      },
      {
        id: "sim.swap",
        valid: { ...toggle, SIMID: "8964021234567890123" },
        body: { ...toggle, SIMID: "" },
        field: "body.SIMID",
        key: "sim.sim_id_required",
      },
      {
        id: "sim.swap",
        valid: { ...toggle, SIMID: "8964021234567890123" },
        body: { ...toggle, SIMID: "1234" },
        field: "body.SIMID",
        key: "sim.sim_id_invalid",
      },
      {
        id: "sim.swap",
        valid: { ...toggle, SIMID: "8964021234567890123" },
        body: { ...service, SIMID: "8964021234567890123" },
        field: "body",
        key: "sim.reauth_password_required",
      },
    ] as const;
    for (const { key, ...refusal } of refusals)
      await expectRefused(api(), { token, ...refusal, message: translate("en", key) });
  });

  it("SIM-05: number search pages from 1 of 1 to 100; a change names a New Zealand mobile number", async () => {
    const { token, ref } = await prepay();
    const search = { ...ref, Page: 1, Amount: 15 };
    const change = { ...ref, MSISDN: "021 555 0123", Password: DEMO_PASSWORD };
    const refusals = [
      {
        id: "sim.searchMsisdn",
        valid: search,
        body: { ...search, Page: 0 },
        field: "body.Page",
        message: "must be 1 or more",
      },
      {
        id: "sim.searchMsisdn",
        valid: search,
        body: { ...search, Amount: 101 },
        field: "body.Amount",
        message: "must be between 1 and 100",
      },
      {
        id: "sim.changeMsisdn",
        valid: change,
        body: { ...change, MSISDN: " " },
        field: "body.MSISDN",
        message: translate("en", "sim.phone_number_required"),
      },
      {
        id: "sim.changeMsisdn",
        valid: change,
        body: { ...change, MSISDN: "12345" },
        field: "body.MSISDN",
        message: "not a valid Mobile number",
      },
      {
        id: "sim.changeMsisdn",
        valid: change,
        body: { ...ref, MSISDN: change.MSISDN },
        field: "body",
        message: translate("en", "sim.reauth_password_required"),
      },
    ] as const;
    for (const refusal of refusals) await expectRefused(api(), { token, ...refusal });
  });
});

describe("the porting calls' input checks are the contract's schemas (SIM-06)", () => {
  it("a port-in and a lookup name a New Zealand mobile number, a leading plus allowed", async () => {
    const { token, ref } = await prepay();
    const request = { ...ref, MSISDN: "+64 21 555 0123", Transfer: false };
    await expectRefused(api(), {
      id: "porting.request",
      token,
      valid: request,
      body: { ...request, MSISDN: "12345" },
      field: "body.MSISDN",
      message: "not a valid Mobile number",
    });
    await expectRefused(api(), {
      id: "porting.lookup",
      token,
      params: { number: "12345" },
      field: "params.number",
      message: "not a valid Mobile number",
    });
  });
});
