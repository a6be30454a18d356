import { combinedTimeline, type Timeline } from "../world/timeline";
import { autoTopUpTimeline } from "./payments-auto-top-up";
import { planChangeTimeline } from "./plans-due";

/**
 * What happens in the world at a time of its own (world/timeline.ts): scheduled plan changes on their billing date
 * (PLAN-05) and auto top-ups when their period comes (PAY-03).
 */
export const worldTimeline: Timeline = combinedTimeline(planChangeTimeline, autoTopUpTimeline);
