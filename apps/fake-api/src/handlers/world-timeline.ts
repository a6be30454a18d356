import { combinedTimeline, type Timeline } from "../world/timeline";
import { activationTimeline } from "./onboarding-ready";
import { ordersTimeline } from "./orders-due";
import { autoTopUpTimeline } from "./payments-auto-top-up";
import { planChangeTimeline } from "./plans-due";
import { portingTimeline } from "./porting-due";

/**
 * What happens in the world at a time of its own (world/timeline.ts), driven by the world's clock (store.ts):
 * scheduled plan changes on their billing date (PLAN-05), orders once provisioned and their products once visited,
 * and auto top-ups when their period comes (PAY-03); number ports move on through their states (SIM-06); services
 * become active when their activation is ready (ONB-03..06).
 */
export const worldTimeline: Timeline = combinedTimeline(
  planChangeTimeline,
  ordersTimeline,
  autoTopUpTimeline,
  portingTimeline,
  activationTimeline,
);
