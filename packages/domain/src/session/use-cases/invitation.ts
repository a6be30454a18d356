import * as Effect from "effect/Effect";
import type { ApiError } from "../../ports";
import { AuthApi, type InvitationAccepted } from "../auth-api";

/**
 * AUTH-13: an invitation code joins another customer account. The answer names the account joined; a reply without
 * a CustomerUUID is refused by the port ("No CustomerUUID", a DecodeError).
 */
export const acceptInvitation = (code: string): Effect.Effect<InvitationAccepted, ApiError, AuthApi> =>
  Effect.flatMap(AuthApi, (api) => api.acceptInvitation({ code }));
