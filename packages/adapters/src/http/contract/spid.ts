import * as Schema from "effect/Schema";
import { SPID } from "@waea/domain/config";
import { QueryInt } from "./wire";

const ours = (spid: number): true | string => spid === SPID || "Invalid SPID";

/** The provider id a body carries: the operator serves SPID 67 (spec 03 §9); another is refused, 'Invalid SPID'. */
export const Spid = Schema.Int.pipe(Schema.filter(ours));

/** The same in a query string ("67"). */
export const QuerySpid = QueryInt.pipe(Schema.filter(ours));
