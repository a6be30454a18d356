import * as Schema from "effect/Schema";
import { ChecksMessages } from "./messages";

/**
 * The account or the service a staff command names is not one the session can act on: an account the login cannot
 * see, a service that is not the account's, or an account without any service. `uuid` is the one named.
 */
export class ChecksRefused extends Schema.TaggedError<ChecksRefused>()("ChecksRefused", {
  key: Schema.Literal(
    ChecksMessages.accountNotVisible,
    ChecksMessages.productNotFound,
    ChecksMessages.noProducts,
  ),
  uuid: Schema.optionalWith(Schema.String, { exact: true }),
}) {}
