import * as Schema from "effect/Schema";
import { AccountProductsCalls, MobileProductList } from "@waea/domain/checks";
import { collectCalls, defineCall, json } from "./define";
import { PathParam } from "./wire";

/**
 * The mobile products of a customer account, with their add-ons (CLI-02 account checks, the CLI's product
 * commands). The specs name no call that lists them; the path is the one the domain proposes (AccountProductsCalls).
 */
export const accountProductsCalls = collectCalls(
  defineCall({
    id: "accountProducts.mobileProducts",
    summary: "The mobile products of a customer account, with Addons (path proposed by the domain)",
    method: AccountProductsCalls.mobileProducts.method,
    path: AccountProductsCalls.mobileProducts.path,
    params: Schema.Struct({ uuid: PathParam }),
    reply: json(MobileProductList),
    auth: "bearer",
    replyShown: false,
    spec: "01 §4, §7 (path proposed)",
  }),
);
