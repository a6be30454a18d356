import { fwaProductStatusClass, type ProductStatusClass } from "../account";

/** A product's status in words: keys of the small account texts, which the broadband summary shows without the flow's. */
export type ProductStatusKey =
  "account.status.active" | "account.status.not_activated" | "account.status.not_active";

/** 2 is not activated, 4 is active, any other is not active (spec 03 §4). */
export const fwaProductState = (product: { readonly Status: number }): ProductStatusClass =>
  fwaProductStatusClass(product.Status);

export const fwaProductStateKey = (state: ProductStatusClass): ProductStatusKey =>
  state === "active"
    ? "account.status.active"
    : state === "not_activated"
      ? "account.status.not_activated"
      : "account.status.not_active";
