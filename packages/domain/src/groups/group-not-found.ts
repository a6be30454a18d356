import type { ApiError } from "../ports";

/** The operator's text for a group info 404 that means "no groups" (spec 03 §7). */
export const OBJECT_NOT_FOUND = "Object not found";

/** A group info 404 with 'Object not found' is an empty list; any other error rejects. */
export const isNoGroups = (error: ApiError): boolean =>
  error._tag === "ApiFailure" && error.status === 404 && error.message === OBJECT_NOT_FOUND;
