import * as Effect from "effect/Effect";
import { authRequest, signIn } from "@waea/domain/session";
import {
  phoneLine as shopPhoneLine,
  phoneOfVariant,
  type LocalCartItem,
  type PlanChoice,
} from "@waea/domain/cart";
import { CartApi } from "@waea/domain/cart/api";
import type { InProcessFakeApi } from "@waea/fake-api/in-process";
import { DEMO_PASSWORD, type Visitor } from "../support/fake-api";

/** A plan of the operator's catalogue as the shop's plan step holds it: the first base plan on sale. */
export const shopPlan = (api: InProcessFakeApi): PlanChoice => {
  const entry = api.store.world.plans.catalog.find(
    (candidate) =>
      candidate.Characteristics?.IsBasePlan === "true" && candidate.Availabilities[0]?.Available === true,
  );
  const availability = entry?.Availabilities[0];
  if (entry === undefined || availability === undefined) throw new Error("the catalogue has no base plan");
  return {
    ProductCatalogUUID: entry.UUID,
    ProductAvailabilityUUID: availability.UUID,
    Name: availability.RetailName,
    PriceCents: availability.RetailCents,
  };
};

/** A phone of the e-shop's catalogue as a local cart line (SHOP-01, SHOP-02), found through the catalogue search. */
export const phoneLine = async (
  shopper: Visitor,
  query = "iPhone 13 128 Gb midnight",
): Promise<LocalCartItem> => {
  const found = await shopper.run(
    Effect.flatMap(CartApi, (cart) =>
      cart.searchItems({
        SearchOptions: { PageNumber: 0, PageSize: 1 },
        IncludeDeleted: false,
        SPID: 67,
        Query: query,
      }),
    ),
  );
  const variant = found.ItemVariants[0];
  const phone = variant === undefined ? undefined : phoneOfVariant(variant);
  if (phone === undefined) throw new Error(`no phone named ${query}`);
  return shopPhoneLine(phone);
};

/** The shopper signs in on the same browser (its storage keeps the cart); the customer account it opens. */
export const signInHere = async (shopper: Visitor, email: string): Promise<string> => {
  const auth = await shopper.run(
    signIn(authRequest({ provider: "LOCAL", authId: email, code: DEMO_PASSWORD })),
  );
  return auth.AuthResponse?.CustomerUUID ?? "";
};
