import { lazy, type ComponentProps, type ComponentType } from "react";
import type { AddressStep } from "./address-step";
import type { BookingStep } from "./booking-step";
import type { CheckoutStep } from "./checkout-step";
import type { OrderProgress } from "./order-progress";
import type { PlanStep } from "./plan-step";
import type { SummaryStep } from "./summary-step";

/**
 * The broadband flow's steps as the flow shows them. Each page gives the step of its first paint as a static
 * import (the flow's address search, the checkout page's checkout) and the others from LATER_STEPS, so a page
 * carries only the step it shows and the rest (with their domain rules) load when the flow reaches them.
 */
export interface FlowSteps {
  readonly Address: ComponentType<ComponentProps<typeof AddressStep>>;
  readonly Plan: ComponentType<ComponentProps<typeof PlanStep>>;
  readonly Summary: ComponentType<ComponentProps<typeof SummaryStep>>;
  readonly Checkout: ComponentType<ComponentProps<typeof CheckoutStep>>;
  readonly Progress: ComponentType<ComponentProps<typeof OrderProgress>>;
  readonly Booking: ComponentType<ComponentProps<typeof BookingStep>>;
}

/** Every step imported when the flow first shows it (the flow's skeleton meanwhile). */
export const LATER_STEPS: FlowSteps = {
  Address: lazy(() => import("./address-step").then((module) => ({ default: module.AddressStep }))),
  Plan: lazy(() => import("./plan-step").then((module) => ({ default: module.PlanStep }))),
  Summary: lazy(() => import("./summary-step").then((module) => ({ default: module.SummaryStep }))),
  Checkout: lazy(() => import("./checkout-step").then((module) => ({ default: module.CheckoutStep }))),
  Progress: lazy(() => import("./order-progress").then((module) => ({ default: module.OrderProgress }))),
  Booking: lazy(() => import("./booking-step").then((module) => ({ default: module.BookingStep }))),
};
