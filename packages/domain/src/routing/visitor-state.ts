// Files, not the account and payments barrels: the route guards run in the web app's first chunk, before effect's
// runtime and schemas load, and a barrel would bring those along.
import { accountType, type AccountType } from "../account/account-type";
import { isEmailVerified, isSuspended } from "../account/account-state";
import type { Customer, MobileProduct } from "../account/entities";
import type { Settings } from "../config";
import { usableCards } from "../payments/usable-cards";
import type { Card } from "../payments/payment-method";
import type { IdentityProvider } from "../session";

/** What the guards need to know about the chosen customer account, already loaded. */
export interface AccountFacts {
  readonly suspended: boolean;
  readonly emailVerified: boolean;
  readonly hasCards: boolean;
  readonly hasParentBillingRoute: boolean;
  readonly hasAddons: boolean;
  readonly accountType: AccountType;
  readonly fibreOnly: boolean;
}

/**
 * Everything route evaluation knows about the visitor: a plain value, so the web app, the CLI account check and the
 * property tests build it the same way. Account facts are read only when signed in; a signed-in visitor without an
 * account has not chosen one yet (several customer accounts, AUTH-11). The shell evaluates once payment methods and
 * billing routes are loaded (spec 01 §5 checks cards "after loading"), showing a loader until then.
 */
export interface VisitorState {
  readonly signedIn: boolean;
  readonly account: AccountFacts | undefined;
  readonly severalAccounts: boolean;
  /** A purchase summary is stored (thanks pages). */
  readonly hasCompletedPurchase: boolean;
  /** The plans password was entered (the stored plans display flag, 03 §9). */
  readonly plansUnlocked: boolean;
  /** The visitor is in the mobile onboarding flow (plans are shown to them). */
  readonly inMobileOnboarding: boolean;
}

export const anonymousVisitor: VisitorState = {
  signedIn: false,
  account: undefined,
  severalAccounts: false,
  hasCompletedPurchase: false,
  plansUnlocked: false,
  inMobileOnboarding: false,
};

/** The account a guard may read: only a signed-in visitor has one. */
export const currentAccount = (state: VisitorState): AccountFacts | undefined =>
  state.signedIn ? state.account : undefined;

export interface AccountFactsInput {
  readonly customer: Pick<Customer, "AccountState" | "EmailVerified" | "Email"> | undefined;
  readonly product: Pick<MobileProduct, "Status" | "BillingReference" | "ProductType" | "Addons"> | undefined;
  readonly provider: IdentityProvider | undefined;
  /** The customer's payment cards as listed (deriveCards); which of them count is the domain's (usableCards). */
  readonly cards: ReadonlyArray<Pick<Card, "is_card_expired">>;
  readonly hasParentBillingRoute: boolean;
  readonly fibreOnly: boolean;
}

/**
 * The guard facts of an account from the loaded customer, current product and cards, by the rules of ../account
 * and ../payments (only cards that have not expired count).
 */
export const accountFactsOf = (input: AccountFactsInput, settings: Settings): AccountFacts => ({
  suspended: isSuspended(input.customer),
  emailVerified: isEmailVerified({
    accountSaysVerified: input.customer?.EmailVerified,
    email: input.customer?.Email,
    environmentSaysVerified: settings.flags.emailVerifiedByEnvironment,
    provider: input.provider,
  }),
  hasCards: usableCards(input.cards).length > 0,
  hasParentBillingRoute: input.hasParentBillingRoute,
  hasAddons: (input.product?.Addons?.length ?? 0) > 0,
  accountType: accountType(input.product, { fibreOnly: input.fibreOnly }),
  fibreOnly: input.fibreOnly,
});
