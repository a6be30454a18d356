// Plain data with no effect import, so a first-paint bundle can read the keys without the effect runtime.
/** Keys the product keeps in storage, in one place so logout can clear them all (AUTH-10). */
export const StorageKeys = {
  auth: "waea.auth",
  refreshToken: "waea.refresh-token",
  currentCustomer: "waea.current-customer",
  currentMobileProduct: "waea.current-mobile-product",
  prepayProduct: "waea.prepay-product",
  postpayProduct: "waea.postpay-product",
  fibreProduct: "waea.fibre-product",
  paymentMethods: "waea.payment-methods",
  boundData: "waea.bound-data",
  cart: "waea.cart",
  cartId: "waea.cart-id",
  cartToken: "waea.cart-token",
  purchasedSummary: "waea.purchased-summary",
  swapFlag: "waea.swap",
  routeApprovalToken: "waea.route-approval-token",
  preferences: "waea.preferences",
  rewardsCards: "waea.rewards-cards",
  /** The broadband order being followed (BB-01): the flow, its network and the products before it. */
  broadbandOrder: "waea.broadband-order",
  /** The broadband choices of a visitor who went to sign in at the checkout step (BB-01): taken back after. */
  broadbandDraft: "waea.broadband-draft",
} as const;
export type StorageKey = (typeof StorageKeys)[keyof typeof StorageKeys];

/** Keys of the device rather than the session: a sign-out keeps them. */
export const DeviceKeys = {
  /** The plan list unlocked on this device (spec 03 §9: "a password-like value and a stored flag", PLAN-07). */
  plansUnlocked: "waea.plans-unlocked",
} as const;
