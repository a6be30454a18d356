import * as Arbitrary from "effect/Arbitrary";
import * as FastCheck from "effect/FastCheck";
import * as Schema from "effect/Schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BillingError } from "../billing/billing-error";
import { ChecksRefused } from "../checks/checks-refused";
import { PaymentsError } from "../payments/payments-error";
import { PlansRefused } from "../plans/plans-refused";
import {
  ApiFailure,
  DecodeError,
  Forbidden,
  NetworkError,
  TooManyAttempts,
  Unauthorized,
} from "../ports/api-error";
import { checkSimSettings } from "../sim/settings-dependencies";
import { SimActionRefused, SimCallFailed, SimSettingsNeedConfirmation } from "../sim/use-cases/sim-errors";
import { BillingTypeTransferRefused } from "../sim/use-cases/transfer-billing-type";
import { UsageError } from "../usage/usage-error";
import { UserError, UserErrorTags } from "./user-error";

const encode = Schema.encodeSync(UserError);
const decode = Schema.decodeUnknownSync(UserError);
/** Through JSON, as a shell's document carries it. */
const roundTrip = (error: UserError): UserError => decode(JSON.parse(JSON.stringify(encode(error))));

const settings = {
  CallForwarding: { CFUActive: true, CFBActive: false, CFNRYActive: false, CFNRCActive: false },
  CallRestriction: { CallWaitingEnabled: true, AllowCallHold: true },
  Barring: { AllowIncomingCalls: true, AllowOutgoingCalls: true },
};
const barred = { ...settings, Barring: { AllowIncomingCalls: false, AllowOutgoingCalls: true } };
const check = checkSimSettings(settings, barred);

/** One error of every class the union holds, with its optional fields both present and absent. */
const EXAMPLES: ReadonlyArray<UserError> = [
  new ApiFailure({ call: "payments.checkVoucher", status: 404, message: "Object not found" }),
  new ApiFailure({ call: "sim.putSettings", status: 401, message: "Bad code", errorNumber: 1002 }),
  new Unauthorized({ call: "customer.customerUuids", message: "No auth token" }),
  new Forbidden({ call: "customer.readCustomer", message: "Forbidden" }),
  new TooManyAttempts({ call: "auth.signIn", message: "Too many attempts.", retryAfterSeconds: 900 }),
  new NetworkError({ call: "usage.balances", message: "connect ECONNREFUSED 10.0.0.9:8080" }),
  new DecodeError({ call: "customer.customerUuids", field: "CustomerUUIDs.0", message: "Expected string" }),
  new PaymentsError({ key: "payments.redemption_check_error" }),
  new PaymentsError({
    key: "payments.redemption_check_error",
    detail: "This voucher has already been redeemed",
  }),
  new BillingError({ message: { key: "billing.document_not_found", params: { number: "INV-1" } } }),
  new BillingError({ message: { key: "billing.invoices_load_error" } }),
  new PlansRefused({ key: "plans.change_once_a_month", nextChangeAtMillis: 1_790_000_000_000 }),
  new PlansRefused({ key: "plans.no_plan" }),
  new SimCallFailed({
    action: "settings",
    messageKey: "sim.call_error",
    cause: new ApiFailure({ call: "sim.getSettings", status: 500, message: "down" }),
  }),
  new SimCallFailed({
    action: "swap",
    messageKey: "sim.swap_error",
    cause: new Unauthorized({ call: "sim.swap", message: "expired" }),
  }),
  new SimActionRefused({ action: "swap", messageKey: "sim.action_not_allowed" }),
  new SimSettingsNeedConfirmation({ forced: check.forced, resolved: check.resolved }),
  new BillingTypeTransferRefused({ messageKey: "billing.transfer_outstanding_first", owedCents: 12_345 }),
  new BillingTypeTransferRefused({ messageKey: "billing.transfer_same_type" }),
  new UsageError({ key: "usage.load_error" }),
  new ChecksRefused({ key: "checks.account_not_visible", uuid: "00000000-0000-4000-8000-000000000000" }),
  new ChecksRefused({ key: "checks.no_products" }),
];

describe("UserError: the domain's user-visible errors as one schema", () => {
  it("holds an example of every tag it names, and names every tag it holds", () => {
    expect(new Set(EXAMPLES.map((error) => error._tag))).toEqual(new Set(UserErrorTags));
    expect(check.forced.length).toBeGreaterThan(0);
  });

  it.each(EXAMPLES.map((error) => [error._tag, error] as const))(
    "%s: encode then decode gives an equal error of the same class",
    (_tag, error) => {
      const back = roundTrip(error);
      expect(back).toBeInstanceOf(error.constructor);
      expect(back).toStrictEqual(error);
    },
  );

  it("encodes to plain data: the tag and the fields, nothing else", () => {
    expect(encode(new PaymentsError({ key: "payments.redemption_check_error", detail: "used" }))).toEqual({
      _tag: "PaymentsError",
      key: "payments.redemption_check_error",
      detail: "used",
    });
    expect(encode(new UsageError({ key: "usage.load_error" }))).toEqual({
      _tag: "UsageError",
      key: "usage.load_error",
    });
  });

  it("law: decode(encode(error)) equals error, for any error of the union", () => {
    // Schema's arbitraries are built on the fast-check that effect ships; the run count and seed are the suite's.
    const { numRuns, seed } = fc.readConfigureGlobal();
    FastCheck.assert(
      FastCheck.property(Arbitrary.make(UserError), (error) => {
        // Without JSON between: any number is a number of the schema, and JSON has no -0 or NaN.
        const back = decode(encode(error));
        expect(back).toBeInstanceOf(error.constructor);
        expect(back).toStrictEqual(error);
      }),
      { ...(numRuns === undefined ? {} : { numRuns }), ...(seed === undefined ? {} : { seed }) },
    );
  });

  it("the equality the laws use tells two errors apart by any field, nested ones included", () => {
    const flipped = check.forced.map((change, i) =>
      i === 0 ? { ...change, wanted: !change.wanted } : change,
    );
    expect(new SimSettingsNeedConfirmation({ forced: flipped, resolved: check.resolved })).not.toStrictEqual(
      new SimSettingsNeedConfirmation({ forced: check.forced, resolved: check.resolved }),
    );
    expect(new PaymentsError({ key: "payments.redemption_error" })).not.toStrictEqual(
      new PaymentsError({ key: "payments.redemption_error", detail: "used" }),
    );
  });

  it("refuses a document that is not one of its errors", () => {
    expect(() => decode({ _tag: "PaymentsError", key: "payments.not_a_key" })).toThrow();
    expect(() => decode({ _tag: "Mystery", message: "x" })).toThrow();
  });
});
