import { describe, expect, it } from "vitest";
import { currentStep, initialFlow, withActivatedProduct } from "./flow-model";

const newSim = { UUID: "p1", Status: 2, ProductType: "mobile" as const };
const active = {
  UUID: "p1",
  Status: 4,
  BillingReference: "prepay:1",
  ProductType: "mobile" as const,
  Addons: [{ UUID: "a", Name: "Plan" }],
};

describe("the onboarding flow model", () => {
  it("starts a new SIM at welcome and an active one after activation", () => {
    expect(currentStep(initialFlow(newSim), undefined).step).toBe("welcome");
    expect(currentStep(initialFlow(active), undefined).step).toBe("app_download_hint");
  });

  it("skips the voucher and card screens for a fully paid SIM", () => {
    const flow = initialFlow(newSim);
    const chosen = { ...flow, facts: { ...flow.facts, welcomed: true, kind: "prepay" as const } };
    expect(currentStep(chosen, {}).step).toBe("voucher");
    expect(currentStep(chosen, { FullyPaid: true }).step).toBe("service_activation");
  });

  it("shows a port still in progress after activation until acknowledged", () => {
    const flow = withActivatedProduct(initialFlow(newSim), { ...active, PortingState: "PORT_APPROVED" });
    const welcomed = { ...flow, facts: { ...flow.facts, welcomed: true, kind: "prepay" as const } };
    expect(currentStep(welcomed, { FullyPaid: true }).step).toBe("port_in_progress");
    expect(currentStep({ ...welcomed, portingAcknowledged: true }, { FullyPaid: true }).step).toBe(
      "app_download_hint",
    );
  });
});
