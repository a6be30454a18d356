/**
 * The number for GET /porting/v1/msisdn/{number}: a leading plus is dropped (spec 02 §5). Spaces, dashes, dots and
 * brackets people type ("+64 21 (555) 1234") are dropped too, since they cannot be part of a path segment's number.
 */
export const portingLookupNumber = (input: string): string =>
  input.replace(/[\s\-.()]/g, "").replace(/^\++/, "");
