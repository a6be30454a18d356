import * as Schema from "effect/Schema";
import { MobileProductList } from "@waea/domain/checks";
import { collectCalls, defineCall, json } from "./define";
import { PathParam } from "./wire";

/**
 * The mobile products of a customer account, with their add-ons (CLI-02 account checks, the CLI's product
 * commands). The specs restore "the account and products" after sign-in (01 §4) and read one product by id (01 §7)
 * but name no call that lists them: this path is proposed, like the plan-change paths, and must be agreed with the
 * operator; the fake API serves it.
 */
export const accountProductsCalls = collectCalls(
  defineCall({
    id: "accountProducts.mobileProducts",
    method: "GET",
    path: "/v2/{spid}/customer/{uuid}/mobile_products",
    params: Schema.Struct({ uuid: PathParam }),
    reply: json(MobileProductList),
    auth: "bearer",
    replyShown: false,
  }),
);
