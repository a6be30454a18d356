import * as Schema from "effect/Schema";
import { MobilePortingRequest, portingLookupNumber } from "@waea/domain/porting";
import { isNzMobileNumber } from "@waea/domain/validation";
import { PathParam } from "./wire";

/** A number to port in: a New Zealand mobile number in any spelling, a leading plus allowed (spec 02 §5). */
const portable = (number: string): true | string =>
  isNzMobileNumber(portingLookupNumber(number)) || "not a valid Mobile number";

/** Body of a port-in request (SIM-06). Transfer details, required with the flag, are checked by the operator. */
export const PortingRequestBody = Schema.Struct({
  ...MobilePortingRequest.fields,
  MSISDN: Schema.String.pipe(Schema.filter(portable)),
});

/** The number of a porting lookup. */
export const PortingLookupParams = Schema.Struct({ number: PathParam.pipe(Schema.filter(portable)) });
