import { screen, within } from "@testing-library/react";
import { StorageKeys } from "@waea/domain/ports";
import { OnboardingDemos } from "@waea/fake-api/in-process";
import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import { accountOf, productsOf } from "../../test/demo-world";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

/** A demo login back at /onboarding, signed in on an earlier visit, past the welcome screen. */
const onboarding = async (email: string) => {
  const app = await renderApp(api(), "/onboarding", { storage: await returningVisitor(api(), email) });
  await app.user.click(await screen.findByRole("button", { name: "Get started" }));
  return app;
};

describe("the onboarding demos in the portal (ONB-07, ONB-10)", () => {
  it("ONB-07: onboarding swap@'s replacement SIM keeps the swap flag in the session", async () => {
    const app = await onboarding("swap@waea.test");
    expect(await screen.findByRole("heading", { name: "Choose your plan" })).toBeTruthy();
    const [product] = productsOf(api(), accountOf(api(), "swap@waea.test"));
    const replaced = api().store.world.sim.services[product?.UUID ?? ""]?.Metadata.ReplacementFor;
    expect(replaced).toBe(OnboardingDemos.replacedService(api().store.world.seed));
    const flag = await Effect.runPromise(app.storage.get(StorageKeys.swapFlag));
    expect(Option.getOrUndefined(flag)).toBe(replaced);
  });

  it("ONB-10: transfer@'s SIM onboarded as postpay says it has been transferred", async () => {
    const app = await onboarding("transfer@waea.test");
    await app.user.click(await screen.findByRole("radio", { name: "Postpay (monthly bill)" }));
    const plans = await screen.findByRole("list", { name: "Postpay (monthly bill) plans" });
    const [choose] = await within(plans).findAllByRole("button", { name: /^Choose / });
    if (choose === undefined) throw new Error("no postpay plan is offered");
    await app.user.click(choose);
    await app.user.click(await screen.findByRole("button", { name: "Use this card" }));
    await app.user.click(await screen.findByRole("button", { name: "I agree to a credit check" }));
    await app.user.click(await screen.findByRole("button", { name: "Authorise this card" }));
    expect(
      await screen.findByText(
        "Your SIM has been transferred to a new plan type. We are refreshing your service.",
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    const [product] = productsOf(api(), accountOf(api(), "transfer@waea.test"));
    expect(product?.BillingReference).toMatch(/^postpay:/);
  });
});
