import type { FeatureFlagValues } from "./feature-flags";

/** Profile tabs in their display order (spec 01 §5). */
export const ProfileTabs = [
  "my-app-home",
  "personal-data",
  "plans",
  "broadband",
  "store",
  "bonuses",
  "my-orders",
] as const;
export type ProfileTab = (typeof ProfileTabs)[number];

/** The fibre-only profile shows only these tabs. */
export const FIBRE_ONLY_TABS: ReadonlyArray<ProfileTab> = ["broadband", "bonuses"];

export const Languages = ["en", "mi-NZ"] as const;
export type Language = (typeof Languages)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export const PlanKinds = ["postpay", "prepay", "payg"] as const;
export type PlanKind = (typeof PlanKinds)[number];

/** SIM actions allowed (spec 02 §2). */
export const SimActions = [
  "SIM_SWAP",
  "SIM_DISABLE_ENABLE",
  "PRODUCT_TYPE_TRANSFER",
  "NUMBER_PORTING_ON_DASHBOARD",
] as const;
export type SimAction = (typeof SimActions)[number];

export const SupplementaryFeatures = ["INTERNATIONAL_ROAMING"] as const;
export type SupplementaryFeature = (typeof SupplementaryFeatures)[number];

/** Plan change mode (spec 02 §4, 03 §9): default NOW; BOTH for prepay and postpay. */
export type PlanChangeMode = "NOW" | "LATER" | "BOTH";

export type ChatProvider = "zendesk" | "intercom";
export type HelpProvider = "zendesk" | "intercom";
export type GroupMode = "ALL" | "CUSTOMER" | "MOBILE";

/** The one settings value every shell builds from its environment (apps/<app>/src/env.ts) and passes inwards. */
export interface Settings {
  readonly production: boolean;
  readonly flags: FeatureFlagValues;
  readonly allowedProfileTabs: ReadonlyArray<ProfileTab>;
  readonly languages: ReadonlyArray<Language>;
  readonly defaultLanguage: Language;
  readonly planKinds: ReadonlyArray<PlanKind>;
  readonly simActions: ReadonlyArray<SimAction>;
  readonly supplementaryFeatures: ReadonlyArray<SupplementaryFeature>;
  readonly planChangeMode: Readonly<Record<PlanKind, PlanChangeMode>>;
  readonly chatProvider: ChatProvider;
  readonly helpProvider: HelpProvider;
  readonly groupMode: GroupMode;
  /** When set, /about is replaced by this external link and the about route is not-found. */
  readonly externalAboutUrl: string | undefined;
  /** When set, the plans list is password-protected with this value (spec 03 §5). */
  readonly plansPassword: string | undefined;
  /** Captcha site key for the anonymous flows; they are off without one. */
  readonly captchaKey: string | undefined;
  /** Publishable key of the card payment provider; without one the fake payments adapter is used. */
  readonly stripePublishableKey: string | undefined;
}
