import { describe, expect, it } from "vitest";
import { AccountProductsCalls } from "@waea/domain/checks";
import { GuestCalls } from "@waea/domain/guest";
import { OnboardingCalls } from "@waea/domain/onboarding";
import { contract } from "./index";

const served = (id: string) => {
  const entry = contract[id as keyof typeof contract];
  return `${entry.method} ${entry.path}`;
};

/** "POST v3/adopt_by_ip" as the contract writes it: a leading slash and {spid} for the provider id. */
const normalised = (call: string) => call.replace(/^(\w+) \/?/, "$1 /");

describe("the onboarding, guest and account-products entries", () => {
  it("serve the calls where the domain's call tables say they are", () => {
    for (const [method, call] of Object.entries(OnboardingCalls)) {
      const id =
        method === "simMetadata"
          ? "sim.metadata"
          : method === "transferProductType"
            ? "sim.transferProductType"
            : `onboarding.${method}`;
      expect(served(id), method).toBe(normalised(call));
    }
    for (const [method, call] of Object.entries(GuestCalls)) expect(served(`guest.${method}`)).toBe(call);
    const products = AccountProductsCalls.mobileProducts;
    expect(served("accountProducts.mobileProducts")).toBe(`${products.method} ${products.path}`);
  });
});
