import fc from "fast-check";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { cancelPlanChange, changePlan } from "@waea/domain/plans";
import { signedIn, withFakeApi, type Customer } from "../support/fake-api";
import { changeTo, currentPlanName, productOf } from "./support";

const api = withFakeApi();

/** What the customer expects of the operator: the plan in force, whether a change waits, whether one was made. */
interface Model {
  current: string;
  scheduled: boolean;
  changedThisMonth: boolean;
}

const PLANS = ["Kōrero 2GB", "Kōrero 8GB", "Kōrero Unlimited"] as const;

class Change implements fc.AsyncCommand<Model, Customer> {
  constructor(
    readonly to: (typeof PLANS)[number],
    readonly now: boolean,
  ) {}
  check = () => true;
  async run(model: Model, prepay: Customer) {
    const input = await changeTo(prepay, this.to, { timing: this.now ? "now" : "next_billing_date" });
    const outcome = await prepay.attempt(changePlan(input));
    const allowed = this.to !== model.current && !model.scheduled && !model.changedThisMonth;
    expect(Either.isRight(outcome), `${this.toString()} on ${JSON.stringify(model)}`).toBe(allowed);
    if (allowed && this.now) Object.assign(model, { current: this.to, changedThisMonth: true });
    if (allowed && !this.now) model.scheduled = true;
    expect(await currentPlanName(prepay)).toBe(model.current);
  }
  toString = () => `change(${this.to}, ${this.now ? "now" : "later"})`;
}

class Cancel implements fc.AsyncCommand<Model, Customer> {
  check = () => true;
  async run(model: Model, prepay: Customer) {
    const target = { CustomerUUID: prepay.customer, MobileUUID: (await productOf(prepay)).UUID };
    const outcome = await prepay.attempt(cancelPlanChange(target));
    expect(Either.isRight(outcome), `cancel on ${JSON.stringify(model)}`).toBe(model.scheduled);
    model.scheduled = false;
  }
  toString = () => "cancel";
}

/** A twentieth of the property runs: each is a fresh world and a dozen or so calls. */
const runs = Math.max(5, Math.round((fc.readConfigureGlobal().numRuns ?? 100) / 20));

describe("plan change against the operator (PLAN-05)", () => {
  it("follows the model: a change once a month, now or waiting for the billing date, one waiting at a time, cancellable", async () => {
    const commands = [
      fc.tuple(fc.constantFrom(...PLANS), fc.boolean()).map(([to, now]) => new Change(to, now)),
      fc.constant(new Cancel()),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 6 }), async (cmds) => {
        await api().reset();
        const prepay = await signedIn(api(), "prepay@waea.test");
        // A balance that covers any plan (through the store: no demo voucher is that large): this model is about
        // when a change may be made, not about paying for it (the handler tests cover not_enough_balance).
        const balances = api().store.world.payments.prepay;
        const uuid = (await productOf(prepay)).UUID;
        const balance = balances[uuid];
        if (balance !== undefined) balances[uuid] = { ...balance, MainBalCreditCents: 1_000_000 };
        api().store.changed();
        const setup = () => ({
          model: { current: "Kōrero 8GB", scheduled: false, changedThisMonth: false },
          real: prepay,
        });
        await fc.asyncModelRun(setup, cmds);
      }),
      { numRuns: runs },
    );
  }, 120_000);
});
