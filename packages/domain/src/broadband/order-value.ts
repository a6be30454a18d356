import type { BroadbandFlow } from "./broadband-flow";

/** What the order costs on its first bill: the plan and, when taken, the modem. */
export const broadbandOrderValue = (flow: BroadbandFlow): number =>
  (flow.plan?.Price ?? 0) + (flow.with_wifi_router ? (flow.modem?.PriceCents ?? 0) : 0);
