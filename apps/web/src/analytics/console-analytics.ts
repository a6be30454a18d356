import { Analytics, maskUrlTokens, type AnalyticsEvent, type AnalyticsService } from "@waea/domain/ports";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { maskLocation } from "./mask-location";

/** URL-like parameters are masked before anything leaves the app (APP-04): tokens never reach a log. */
export const maskEvent = (event: AnalyticsEvent): AnalyticsEvent =>
  event.params === undefined
    ? event
    : {
        ...event,
        params: Object.fromEntries(
          Object.entries(event.params).map(([key, value]) => [
            key,
            typeof value !== "string"
              ? value
              : value.startsWith("/")
                ? maskLocation(value)
                : maskUrlTokens(value),
          ]),
        ),
      };

/** The development analytics: events go to the console, masked. A real provider plugs in at this port. */
export const makeConsoleAnalytics = (log: (line: string) => void = console.info): AnalyticsService => ({
  track: (event) => Effect.sync(() => log(`[analytics] ${JSON.stringify(maskEvent(event))}`)),
});

export const consoleAnalyticsLayer = (log?: (line: string) => void): Layer.Layer<Analytics> =>
  Layer.succeed(Analytics, makeConsoleAnalytics(log));
