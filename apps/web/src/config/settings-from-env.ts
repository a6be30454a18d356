import {
  FeatureFlags,
  Languages,
  PlanKinds,
  ProfileTabs,
  developmentSettings,
  nonProductionSettings,
  productionSettings,
  withSettings,
  type ChatProvider,
  type FeatureFlag,
  type GroupMode,
  type HelpProvider,
  type Settings,
} from "@waea/domain/config";
import type { SettingsProfile } from "./served-settings";

/** The build-time variables the portal reads (APP-07); every one is optional. */
export type WebEnvironment = Readonly<Record<string, string | boolean | undefined>>;

export interface SocialClientIds {
  readonly google: string | undefined;
  readonly apple: string | undefined;
  readonly facebook: string | undefined;
}

export interface WebConfig {
  readonly settings: Settings;
  /** Base URL of the operator API ("/api": the dev server proxies it to the fake API). */
  readonly apiUrl: string;
  readonly socialClientIds: SocialClientIds;
  /**
   * Social sign-in without a client id opens the fake API's simulated identity provider (its consent page) in a
   * popup: on unless VITE_SOCIAL_SIMULATOR is "false" (the demo runs against the fake API).
   */
  readonly socialSimulator: boolean;
  /** Values that were given but not understood: reported at start, otherwise ignored. */
  readonly problems: ReadonlyArray<string>;
}

const text = (env: WebEnvironment, name: string): string | undefined => {
  const value = env[name];
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
};

const list = (value: string): ReadonlyArray<string> =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");

const oneOf = <T extends string>(allowed: ReadonlyArray<T>, value: string): value is T =>
  (allowed as ReadonlyArray<string>).includes(value);

/**
 * Settings from the environment, starting from the domain's production (or development) defaults, or from its
 * non-production settings when the server served the page with them (`served`, served-settings.ts: the run-time
 * switch, which wins over the build's). Lists are comma separated; VITE_FLAGS turns flags on by name and off with a
 * leading minus ("anonymousRecharge,-fwa"). A value that is not understood changes nothing and is listed in
 * `problems`.
 */
export const webConfigFrom = (env: WebEnvironment, served?: SettingsProfile): WebConfig => {
  const problems: string[] = [];
  const production = text(env, "VITE_PRODUCTION");
  if (production !== undefined && production !== "true" && production !== "false")
    problems.push(`VITE_PRODUCTION must be true or false, not "${production}"`);
  const isProduction = production === "true" || (production !== "false" && env["PROD"] === true);
  const base =
    served === "non-production"
      ? nonProductionSettings
      : served === "production" || isProduction
        ? productionSettings
        : developmentSettings;

  const flags: Partial<Record<FeatureFlag, boolean>> = {};
  for (const item of list(text(env, "VITE_FLAGS") ?? "")) {
    const name = item.startsWith("-") ? item.slice(1) : item;
    if (oneOf(FeatureFlags, name)) flags[name] = !item.startsWith("-");
    else problems.push(`VITE_FLAGS: unknown flag "${name}"`);
  }

  const pick = <T extends string>(name: string, allowed: ReadonlyArray<T>): ReadonlyArray<T> | undefined => {
    const value = text(env, name);
    if (value === undefined) return undefined;
    const items = list(value);
    const unknown = items.filter((item) => !oneOf(allowed, item));
    if (unknown.length > 0 || items.length === 0) {
      problems.push(`${name}: expected some of ${allowed.join(", ")}, got "${value}"`);
      return undefined;
    }
    return items.filter((item): item is T => oneOf(allowed, item));
  };
  const choice = <T extends string>(name: string, allowed: ReadonlyArray<T>): T | undefined => {
    const value = text(env, name);
    if (value === undefined) return undefined;
    if (oneOf(allowed, value)) return value;
    problems.push(`${name}: expected one of ${allowed.join(", ")}, got "${value}"`);
    return undefined;
  };

  const simulator = text(env, "VITE_SOCIAL_SIMULATOR");
  if (simulator !== undefined && simulator !== "true" && simulator !== "false")
    problems.push(`VITE_SOCIAL_SIMULATOR must be true or false, not "${simulator}"`);

  const languages = pick("VITE_LANGUAGES", Languages);
  const tabs = pick("VITE_PROFILE_TABS", ProfileTabs);
  const planKinds = pick("VITE_PLAN_KINDS", PlanKinds);
  const chat = choice<ChatProvider>("VITE_CHAT_PROVIDER", ["zendesk", "intercom"]);
  const help = choice<HelpProvider>("VITE_HELP_PROVIDER", ["zendesk", "intercom"]);
  const groupMode = choice<GroupMode>("VITE_GROUP_MODE", ["ALL", "CUSTOMER", "MOBILE"]);
  // English is the default and the fallback (APP-08): it stays in the list whatever the build says.
  const withEnglish =
    languages === undefined || languages.includes("en") ? languages : ["en" as const, ...languages];

  const settings = withSettings(base, {
    flags,
    ...(withEnglish === undefined ? {} : { languages: withEnglish }),
    ...(tabs === undefined ? {} : { allowedProfileTabs: tabs }),
    ...(planKinds === undefined ? {} : { planKinds }),
    ...(chat === undefined ? {} : { chatProvider: chat }),
    ...(help === undefined ? {} : { helpProvider: help }),
    ...(groupMode === undefined ? {} : { groupMode }),
    externalAboutUrl: text(env, "VITE_ABOUT_URL") ?? base.externalAboutUrl,
    plansPassword: text(env, "VITE_PLANS_PASSWORD") ?? base.plansPassword,
    captchaKey: text(env, "VITE_CAPTCHA_KEY") ?? base.captchaKey,
    stripePublishableKey: text(env, "VITE_STRIPE_KEY") ?? base.stripePublishableKey,
  });
  return {
    settings,
    apiUrl: text(env, "VITE_API_URL") ?? "/api",
    socialClientIds: {
      google: text(env, "VITE_GOOGLE_CLIENT_ID"),
      apple: text(env, "VITE_APPLE_CLIENT_ID"),
      facebook: text(env, "VITE_FACEBOOK_APP_ID"),
    },
    socialSimulator: simulator !== "false",
    problems,
  };
};
