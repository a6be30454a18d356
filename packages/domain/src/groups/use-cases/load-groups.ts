import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { ApiError } from "../../ports";
import type { CustomerGroup, MobileGroup } from "../group-entities";
import { isNoGroups } from "../group-not-found";
import { GroupRefused } from "../group-refused";
import {
  GroupRequestTexts,
  groupInfoQuery,
  mobileGroupInfoQuery,
  type GroupRequestError,
} from "../group-requests";
import { GroupsApi } from "../groups-api";

export const refused = (key: GroupRequestError): GroupRefused =>
  new GroupRefused({ messageKey: key, message: GroupRequestTexts[key] });

/** The customer's groups (GRP-01); a 404 'Object not found' is an empty list, other errors reject. */
export const loadCustomerGroups = (
  customerUuid: string | undefined,
): Effect.Effect<ReadonlyArray<CustomerGroup>, GroupRefused | ApiError, GroupsApi> =>
  Effect.gen(function* () {
    const query = groupInfoQuery(customerUuid);
    if (Either.isLeft(query)) return yield* refused(query.left);
    const api = yield* GroupsApi;
    const reply = yield* api
      .customerGroupInfo(query.right)
      .pipe(Effect.catchIf(isNoGroups, () => Effect.succeed({ CustomerGroupInfos: [] })));
    return reply.CustomerGroupInfos;
  });

/** The current service's mobile groups (GRP-02); needs the customer and the current product. */
export const loadMobileGroups = (
  customerUuid: string | undefined,
  productUuid: string | undefined,
): Effect.Effect<ReadonlyArray<MobileGroup>, GroupRefused | ApiError, GroupsApi> =>
  Effect.gen(function* () {
    const query = mobileGroupInfoQuery(customerUuid, productUuid);
    if (Either.isLeft(query)) return yield* refused(query.left);
    const api = yield* GroupsApi;
    const reply = yield* api
      .mobileGroupInfo(query.right)
      .pipe(Effect.catchIf(isNoGroups, () => Effect.succeed({ MobileGroupInfos: [] })));
    return reply.MobileGroupInfos;
  });
