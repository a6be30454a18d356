import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import type { Customer } from "../../account";
import { CustomerApi } from "../customer-api";

/**
 * AUTH-11: the customer accounts a login may choose from, in the order given, to show by name. One that cannot be
 * read is undefined in its place (the list still shows it, by its id), so the choice never fails as a whole.
 */
export const readCustomers = (
  uuids: ReadonlyArray<string>,
): Effect.Effect<ReadonlyArray<Customer | undefined>, never, CustomerApi> =>
  Effect.flatMap(CustomerApi, (api) =>
    Effect.forEach(
      uuids,
      (uuid) => Effect.map(Effect.option(api.readCustomer(uuid)), Option.getOrUndefined),
      {
        concurrency: 4,
      },
    ),
  );
