import * as Effect from "effect/Effect";
import type { Approval } from "../../billing-routes";
import type { ApiError } from "../../ports";
import type { CustomerGroup, MobileGroup } from "../group-entities";
import { GroupRefused } from "../group-refused";
import type { GroupMemberRequest } from "../group-requests";
import { GroupsApi } from "../groups-api";

/** Starts a customer group led by the customer. */
export const createCustomerGroup = (
  spid: number,
  customerUuid: string,
  name?: string,
): Effect.Effect<CustomerGroup, ApiError, GroupsApi> =>
  Effect.flatMap(GroupsApi, (api) =>
    api.createCustomerGroup({
      SPID: spid,
      CustomerUUID: customerUuid,
      ...(name === undefined ? {} : { Name: name }),
    }),
  );

/** Starts a mobile group owned by the current service. */
export const createMobileGroup = (
  spid: number,
  customerUuid: string,
  productUuid: string,
  name?: string,
): Effect.Effect<MobileGroup, ApiError, GroupsApi> =>
  Effect.flatMap(GroupsApi, (api) =>
    api.createMobileGroup({
      SPID: spid,
      CustomerUUID: customerUuid,
      MobileProductUUID: productUuid,
      ...(name === undefined ? {} : { Name: name }),
    }),
  );

const notAllowed = (reason: string | undefined) =>
  new GroupRefused({ messageKey: "groups.member_not_allowed", message: reason ?? "Not allowed" });

/**
 * Invites a member after the operator's _check call allows it: a refusal carries the operator's reason. Nobody is
 * added without accepting: the reply is the pending invite, which they accept or decline (answerGroupInvite).
 */
export const addCustomerGroupMember = (
  body: GroupMemberRequest,
): Effect.Effect<Approval, GroupRefused | ApiError, GroupsApi> =>
  Effect.gen(function* () {
    const api = yield* GroupsApi;
    const check = yield* api.checkCustomerGroupMember(body);
    if (!check.Allowed) return yield* notAllowed(check.Reason);
    return yield* api.addCustomerGroupMember(body);
  });

/** The same for a mobile group: the service joins once its customer accepts the invite. */
export const addMobileGroupMember = (
  body: GroupMemberRequest,
): Effect.Effect<Approval, GroupRefused | ApiError, GroupsApi> =>
  Effect.gen(function* () {
    const api = yield* GroupsApi;
    const check = yield* api.checkMobileGroupMember(body);
    if (!check.Allowed) return yield* notAllowed(check.Reason);
    return yield* api.addMobileGroupMember(body);
  });
