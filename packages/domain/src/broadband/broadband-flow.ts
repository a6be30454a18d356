import * as Schema from "effect/Schema";
import { Cents } from "../money";
import { AcceptedAvailability } from "./availability";
import { BroadbandLocation } from "./broadband-location";
import type { BroadbandMessageKey } from "./broadband-messages";
import { BroadbandPlan, networkOf, type BroadbandNetwork } from "./broadband-plan";

/** The modem chosen in the flow (spec 03 §3). */
export const FlowModem = Schema.Struct({ ID: Schema.String, Name: Schema.String, PriceCents: Cents });
export type FlowModem = typeof FlowModem.Type;

/** The transfer choice: whether the connection moves from another provider, and its details. */
export const FlowTransfer = Schema.Struct({
  requested: Schema.Boolean,
  Provider: Schema.optional(Schema.String),
  AccountHolderName: Schema.optional(Schema.String),
  AccountNumber: Schema.optional(Schema.String),
  ConnectionID: Schema.optional(Schema.String),
});
export type FlowTransfer = typeof FlowTransfer.Type;

/**
 * The broadband order being put together (spec 03 §3, BB-01). id is the flow's own id; uuid is the order's once
 * the checkout answered; service_id is the service availability UUID of the checked location; rsf the requested
 * ready-for-service date; broadband_device what the customer connects when not taking the router. The progress
 * fields (availability, summary_confirmed, booked) are what the next-step function reads.
 */
export const BroadbandFlow = Schema.Struct({
  id: Schema.String,
  uuid: Schema.optional(Schema.String),
  location: Schema.optional(BroadbandLocation),
  transfer: Schema.optional(FlowTransfer),
  service_id: Schema.optional(Schema.String),
  plan: Schema.optional(BroadbandPlan),
  with_wifi_router: Schema.Boolean,
  rsf: Schema.optional(Schema.String),
  broadband_device: Schema.optional(Schema.String),
  modem: Schema.optional(FlowModem),
  availability: Schema.optional(AcceptedAvailability),
  summary_confirmed: Schema.optional(Schema.Boolean),
  booked: Schema.optional(Schema.Boolean),
});
export type BroadbandFlow = typeof BroadbandFlow.Type;

export const newBroadbandFlow = (id: string): BroadbandFlow => ({ id, with_wifi_router: true });

/** The steps in order (spec 03 §2): address search, availability, plan, summary, checkout, then the visit. */
export const BroadbandSteps = [
  "address_search",
  "availability",
  "plan",
  "summary",
  "checkout",
  "booking",
] as const;
export type BroadbandStep = (typeof BroadbandSteps)[number] | "done";

export const stepLabelKey = (step: (typeof BroadbandSteps)[number]): BroadbandMessageKey =>
  `broadband.step_${step}`;

/**
 * The step the customer is on: the first one whose facts are missing. A router taken with the plan needs a modem
 * chosen at the plan step.
 */
export const nextStep = (flow: BroadbandFlow): BroadbandStep => {
  if (flow.location === undefined) return "address_search";
  if (flow.availability === undefined || flow.service_id === undefined) return "availability";
  if (flow.plan === undefined || (flow.with_wifi_router && flow.modem === undefined)) return "plan";
  if (flow.summary_confirmed !== true) return "summary";
  if (flow.uuid === undefined) return "checkout";
  if (flow.booked !== true) return "booking";
  return "done";
};

/**
 * A step can be opened once every step before it is done: going back is allowed, skipping ahead never. Once the
 * order is placed only the visit booking is left to open.
 */
export const canOpenStep = (flow: BroadbandFlow, step: (typeof BroadbandSteps)[number]): boolean => {
  if (flow.uuid !== undefined) return step === "booking";
  return (
    BroadbandSteps.indexOf(step) <= BroadbandSteps.indexOf(nextStep(flow) as (typeof BroadbandSteps)[number])
  );
};

/**
 * A new address starts the flow over from availability: the plan, modem and service id found for another address
 * do not hold for this one.
 */
export const chooseLocation = (flow: BroadbandFlow, location: BroadbandLocation): BroadbandFlow => {
  const { availability: _a, service_id: _s, plan: _p, modem: _m, summary_confirmed: _c, ...rest } = flow;
  return { ...rest, location };
};

/** The network of the flow's plan; undefined before a plan is chosen. */
export const flowNetwork = (flow: BroadbandFlow): BroadbandNetwork | undefined =>
  flow.plan === undefined ? undefined : networkOf(flow.plan.BroadbandProductType);
