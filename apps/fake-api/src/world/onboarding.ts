import type { BillingKind } from "@waea/domain/account";
import type { CoreState } from "./core";
import { coreLabels } from "./core-labels";
import type { SeedContext } from "./seed-context";

/** The verification code of the seeded activation links (the SMS a person would have received). */
export const DEMO_ACTIVATION_VERIFICATION_CODE = "246810";
/** new@waea.test's activation code (seeded by core) and one for the same product that has expired. */
export const DEMO_ACTIVATION_CODE = "DEMO-ACT-0001";
export const DEMO_EXPIRED_ACTIVATION_CODE = "DEMO-ACT-EXPIRED";
/** Link tokens for adopt_by_token: new@'s SIM, the same expired, and prepay@'s SIM that is already active. */
export const DemoAdoptionTokens = {
  valid: "DEMO-ADOPT-0001",
  expired: "DEMO-ADOPT-EXPIRED",
  active: "DEMO-ADOPT-ACTIVE",
} as const;

const DAY = 86_400_000;
/** Activation links and adoption tokens live 7 days; a new link by SMS renews them. */
export const LINK_LIFETIME_MS = 7 * DAY;

/** activation/:code: the product the link activates and the code texted with it. */
export interface ActivationLink {
  readonly ProductUUID: string;
  readonly VerificationCode: string;
  readonly ExpiresAtMillis: number;
}

/** A link token (the SIM's activation link) naming the service it adopts. */
export interface AdoptionToken {
  readonly ProductUUID: string;
  readonly ExpiresAtMillis: number;
}

/** A finished adoption, resumable by its token (v3/adoption_token_resume/{id}). */
export interface Adoption {
  readonly CustomerUUID: string;
  readonly ProductInstanceUUID: string;
  readonly ExpiresAtMillis: number;
}

/** The code texted to a service's number by adopt_by_sms or adopt_by_sim_sms. */
export interface SmsCode {
  readonly Code: string;
  readonly ExpiresAtMillis: number;
}

/** POST /v2/auth_token: an existing customer's token that adopts a service into their account. */
export interface AuthToken {
  readonly ID: string;
  readonly Token: string;
  readonly CustomerUUID: string;
  readonly ExpiresAtMillis: number;
}

/** A finalised activation: the product becomes Status 4 with a billing reference and add-ons at ReadyAtMillis. */
export interface PendingActivation {
  readonly Kind: BillingKind;
  /** Casual prepay: no bundle, casual rates. */
  readonly Casual: boolean;
  readonly ReadyAtMillis: number;
  readonly ProductCatalogUUID?: string;
  readonly ProductAvailabilityUUID?: string;
}

/** The onboarding slice: links, tokens and codes of the adoption and activation flows (ONB-01..06). */
export interface OnboardingState {
  /** By activation code. */
  readonly links: Record<string, ActivationLink>;
  /** By link token. */
  readonly adoptionTokens: Record<string, AdoptionToken>;
  /** By resume token. */
  readonly adoptions: Record<string, Adoption>;
  /** By product UUID: the last code texted for it. */
  readonly smsCodes: Record<string, SmsCode>;
  /** By auth token id. */
  readonly authTokens: Record<string, AuthToken>;
  /** By product UUID. */
  readonly activations: Record<string, PendingActivation>;
  /** The product the simulated network address of every request belongs to (adopt_by_ip); none: CANT_ADOPT_BY_IP. */
  networkAddressProduct: string | null;
  /** Counts issued tokens and codes, so each is new while staying deterministic. */
  counter: number;
}

/** Seeds the links of core's activation codes (and an expired one), the demo adoption tokens and the network SIM. */
export const seedOnboarding = (ctx: SeedContext, core: CoreState): OnboardingState => {
  const state: OnboardingState = {
    links: {},
    adoptionTokens: {},
    adoptions: {},
    smsCodes: {},
    authTokens: {},
    activations: {},
    networkAddressProduct: null,
    counter: 0,
  };
  const live = ctx.nowMillis + LINK_LIFETIME_MS;
  const lapsed = ctx.nowMillis - DAY;
  for (const [code, product] of Object.entries(core.activationCodes))
    state.links[code] = {
      ProductUUID: product,
      VerificationCode:
        code === DEMO_ACTIVATION_CODE
          ? DEMO_ACTIVATION_VERIFICATION_CODE
          : ctx.random(`link:${code}`).digits(6),
      ExpiresAtMillis: live,
    };
  const fresh = core.activationCodes[DEMO_ACTIVATION_CODE];
  if (fresh !== undefined) {
    state.links[DEMO_EXPIRED_ACTIVATION_CODE] = {
      ProductUUID: fresh,
      VerificationCode: DEMO_ACTIVATION_VERIFICATION_CODE,
      ExpiresAtMillis: lapsed,
    };
    state.adoptionTokens[DemoAdoptionTokens.valid] = { ProductUUID: fresh, ExpiresAtMillis: live };
    state.adoptionTokens[DemoAdoptionTokens.expired] = { ProductUUID: fresh, ExpiresAtMillis: lapsed };
    state.networkAddressProduct = fresh;
  }
  const active = ctx.uuid(coreLabels.product("prepay", 0, 0));
  if (core.products[active] !== undefined)
    state.adoptionTokens[DemoAdoptionTokens.active] = { ProductUUID: active, ExpiresAtMillis: live };
  return state;
};
