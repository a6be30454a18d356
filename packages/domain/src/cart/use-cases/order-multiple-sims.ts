import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { ApiError, Storage } from "../../ports";
import type { CartApi, CartApiVersion } from "../cart-api";
import { cartPayload } from "../cart-payload";
import { CartRefused } from "../cart-refused";
import { isSimKind } from "../item-kinds";
import type { LocalCart } from "../local-cart";
import { cartLines, withItems } from "../local-cart";
import { simOrderItems, validateMultiSimOrder, type SimOrderLine } from "../multi-sim-order";
import type { SimType } from "../sim-types";
import { keepServerCart } from "./keep-server-cart";
import { sendCart } from "./send-cart";
import { loadLocalCart } from "./stored-cart";

/**
 * The customer orders several SIMs at once (SHOP-04): up to 5, each with its plan. The SIM lines replace the SIM
 * and plan lines of the cart (phones stay), the cart is saved and the server's lines merged back.
 */
export const orderMultipleSims = (input: {
  readonly lines: ReadonlyArray<SimOrderLine>;
  readonly availableSimTypes?: ReadonlyArray<SimType>;
  readonly customerUUID?: string;
  readonly version?: CartApiVersion;
}): Effect.Effect<LocalCart, ApiError | CartRefused, CartApi | Storage> =>
  Effect.gen(function* () {
    const checked = validateMultiSimOrder(input.lines, input.availableSimTypes);
    if (Either.isLeft(checked)) return yield* new CartRefused({ message: checked.left });
    const local = yield* loadLocalCart;
    const others = withItems(
      local,
      Object.fromEntries(
        cartLines(local)
          .filter((line) => !isSimKind(line.type))
          .map((line) => [line.id, line]),
      ),
    );
    const payload = cartPayload(
      others,
      input.customerUUID === undefined ? {} : { customerUUID: input.customerUUID },
    );
    const server = yield* sendCart(
      { ...payload, Items: [...payload.Items, ...simOrderItems(checked.right)] },
      input,
    );
    return yield* keepServerCart(local, server);
  });
