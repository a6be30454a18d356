import { describe, expect, it } from "vitest";
import {
  BroadbandSteps,
  canOpenStep,
  chooseLocation,
  newBroadbandFlow,
  nextStep,
  stepLabelKey,
  type BroadbandFlow,
} from "./broadband-flow";
import type { BroadbandPlan } from "./broadband-plan";

const location = {
  LocationProvider: "chorus",
  LocationProviderIDX: "idx-1",
  Formatted: "1 Queen St, Auckland",
};
const plan: BroadbandPlan = {
  ID: "av-fibre",
  Name: "Fibre 300",
  Price: 7900,
  ProductCatalogUUID: "cat-fibre",
  BroadbandProductType: "UFB",
};
const modem = { ID: "modem-1", Name: "Wifi 6 router", PriceCents: 0 };

describe("broadband flow steps", () => {
  it("walks address search, availability, plan, summary, checkout, booking, done", () => {
    let flow: BroadbandFlow = newBroadbandFlow("flow-1");
    const seen = [nextStep(flow)];
    flow = { ...flow, location };
    seen.push(nextStep(flow));
    flow = { ...flow, availability: "service_installation_required", service_id: "sa-1" };
    seen.push(nextStep(flow));
    flow = { ...flow, plan };
    expect(nextStep(flow)).toBe("plan"); // the router needs a modem
    flow = { ...flow, modem };
    seen.push(nextStep(flow));
    flow = { ...flow, summary_confirmed: true };
    seen.push(nextStep(flow));
    flow = { ...flow, uuid: "order-1" };
    seen.push(nextStep(flow));
    flow = { ...flow, booked: true };
    seen.push(nextStep(flow));
    expect(seen).toEqual([...BroadbandSteps, "done"]);
  });
  it("does not ask for a modem without the router", () => {
    const flow: BroadbandFlow = {
      ...newBroadbandFlow("f"),
      location,
      availability: "service_available",
      service_id: "sa",
      plan,
      with_wifi_router: false,
      broadband_device: "own_router",
    };
    expect(nextStep(flow)).toBe("summary");
  });
  it("opens earlier steps but never skips ahead; after the order only the booking", () => {
    const flow: BroadbandFlow = {
      ...newBroadbandFlow("f"),
      location,
      availability: "service_available",
      service_id: "sa",
    };
    expect(canOpenStep(flow, "address_search")).toBe(true);
    expect(canOpenStep(flow, "plan")).toBe(true);
    expect(canOpenStep(flow, "summary")).toBe(false);
    const ordered = { ...flow, plan, modem, summary_confirmed: true, uuid: "o" };
    expect(canOpenStep(ordered, "plan")).toBe(false);
    expect(canOpenStep(ordered, "booking")).toBe(true);
  });
  it("starts over from availability when the address changes", () => {
    const flow: BroadbandFlow = {
      ...newBroadbandFlow("f"),
      location,
      availability: "service_available",
      service_id: "sa",
      plan,
      modem,
      summary_confirmed: true,
      rsf: "2030-01-01",
    };
    const moved = chooseLocation(flow, { ...location, LocationProviderIDX: "idx-2" });
    expect(nextStep(moved)).toBe("availability");
    expect(moved).toEqual({
      id: "f",
      with_wifi_router: true,
      rsf: "2030-01-01",
      location: { ...location, LocationProviderIDX: "idx-2" },
    });
    expect(stepLabelKey("booking")).toBe("broadband.step_booking");
  });
});
