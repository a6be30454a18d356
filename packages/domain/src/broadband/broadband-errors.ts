import * as Data from "effect/Data";
import type { BroadbandMessageKey } from "./broadband-messages";

/** The broadband flow cannot go on (no service at the address, no plans, no modems, a slot gone). */
export class BroadbandRefused extends Data.TaggedError("BroadbandRefused")<{
  readonly key: BroadbandMessageKey;
}> {}

/**
 * The order failed (spec 03 §4, §8): the first order note when there is one, else 'Order failed'; flagged as an
 * order status error so pages tell it apart from a failed call.
 */
export class BroadbandOrderFailed extends Data.TaggedError("BroadbandOrderFailed")<{
  readonly orderId: string;
  readonly note: string | undefined;
  readonly key: BroadbandMessageKey;
  readonly orderStatusError: true;
}> {}

/** The order was still neither done nor failed after the polling limit: it goes on at the operator. */
export class BroadbandOrderStillProcessing extends Data.TaggedError("BroadbandOrderStillProcessing")<{
  readonly orderId: string;
}> {}
