import * as Context from "effect/Context";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";

/** The analytics events of spec 03 §9 (APP-04). */
export const AnalyticsEventNames = [
  "add_to_cart",
  "begin_checkout",
  "help",
  "login",
  "page_view",
  "purchase",
  "sign_up",
  "view_item",
] as const;
export type AnalyticsEventName = (typeof AnalyticsEventNames)[number];

export interface AnalyticsEvent {
  readonly name: AnalyticsEventName;
  readonly params?: Readonly<Record<string, string | number | boolean>>;
}

export interface AnalyticsService {
  readonly track: (event: AnalyticsEvent) => Effect.Effect<void>;
}

export class Analytics extends Context.Tag("waea/Analytics")<Analytics, AnalyticsService>() {}

export const makeMemoryAnalytics = (): AnalyticsService & { readonly events: AnalyticsEvent[] } => {
  const events: AnalyticsEvent[] = [];
  return { events, track: (event) => Effect.sync(() => void events.push(event)) };
};

export const memoryAnalyticsLayer: Layer.Layer<Analytics> = Layer.sync(Analytics, makeMemoryAnalytics);

const TOKEN_PARAM = /([?&](?:token|jwt|code|secret|client_secret|access_token|id_token)=)[^&#]*/gi;
const TOKEN_PATH = /(\/(?:activation|accept|approve)\/)[^/?#]+/gi;

/** Tokens in page URLs are masked before they are logged (APP-04). */
export const maskUrlTokens = (url: string): string =>
  url.replace(TOKEN_PARAM, "$1***").replace(TOKEN_PATH, "$1***");
