import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { inviteExpiresAtNanos, type ApprovalCreateRequest } from "../billing-routes";
import { hasText } from "../validation";

/** Rejections of spec 03 §5 for group calls, by message key, with the operator's texts. */
export const GroupRequestTexts = {
  "groups.no_params": "No params",
  "groups.no_uuid": "No UUID",
  "groups.no_customer_uuid": "No CustomerUUID",
} as const;
export type GroupRequestError = keyof typeof GroupRequestTexts;

export const CustomerGroupCreateRequest = Schema.Struct({
  SPID: Schema.Number,
  CustomerUUID: Schema.String,
  Name: Schema.optional(Schema.String),
});
export type CustomerGroupCreateRequest = typeof CustomerGroupCreateRequest.Type;

export const MobileGroupCreateRequest = Schema.Struct({
  SPID: Schema.Number,
  CustomerUUID: Schema.String,
  MobileProductUUID: Schema.String,
  Name: Schema.optional(Schema.String),
});
export type MobileGroupCreateRequest = typeof MobileGroupCreateRequest.Type;

/** customer_group_member and mobile_group_member (and their _check variants): a member joins group UUID. */
export const GroupMemberRequest = Schema.Struct({
  SPID: Schema.Number,
  UUID: Schema.String,
  CustomerUUID: Schema.String,
  MobileProductUUID: Schema.optional(Schema.String),
});
export type GroupMemberRequest = typeof GroupMemberRequest.Type;

/** The _check reply is not shown in the spec: whether the member may join, and why not. */
export const GroupMemberCheckReply = Schema.Struct({
  Allowed: Schema.Boolean,
  Reason: Schema.optional(Schema.String),
});
export type GroupMemberCheckReply = typeof GroupMemberCheckReply.Type;

/** customer_group_leave and mobile_group_leave. */
export const GroupLeaveRequest = Schema.Struct({
  SPID: Schema.Number,
  UUID: Schema.String,
  CustomerUUID: Schema.String,
  MobileProductUUID: Schema.optional(Schema.String),
});
export type GroupLeaveRequest = typeof GroupLeaveRequest.Type;

/** customer_group_remove_other and mobile_group_remove_other: CustomerUUID acts on the other member. */
export const GroupRemoveOtherRequest = Schema.Struct({
  SPID: Schema.Number,
  UUID: Schema.String,
  CustomerUUID: Schema.String,
  MemberCustomerUUID: Schema.String,
  MemberMobileProductUUID: Schema.optional(Schema.String),
});
export type GroupRemoveOtherRequest = typeof GroupRemoveOtherRequest.Type;

/** The removal reply is not shown in the spec: whether the whole group went (2 or fewer members). */
export const GroupRemovalReply = Schema.Struct({ GroupDeleted: Schema.Boolean });
export type GroupRemovalReply = typeof GroupRemovalReply.Type;

export const MobileGroupInfoQuery = Schema.Struct({
  CustomerUUID: Schema.String,
  MobileProductUUID: Schema.String,
});
export type MobileGroupInfoQuery = typeof MobileGroupInfoQuery.Type;

export type GroupKindOfGroup = "customer" | "mobile";

export interface GroupInviteInput {
  readonly spid: number;
  readonly customerUuid?: string | undefined;
  readonly groupUuid?: string | undefined;
  readonly requestedTo?: string | undefined;
  readonly group: GroupKindOfGroup;
  /** Mobile groups: the inviting service, and whether the invite also routes the bill (GRP-02). */
  readonly productUuid?: string | undefined;
  readonly billing?: boolean | undefined;
  readonly description?: string | undefined;
}

/**
 * A group invite to the approval service: needs RequestedTo ('No params'), the group ('No UUID') and the inviting
 * customer ('No CustomerUUID'); a mobile group invite also needs the inviting service ('No UUID').
 */
export const groupInviteRequest = (
  input: GroupInviteInput | undefined,
  nowMillis: number,
): Either.Either<ApprovalCreateRequest, GroupRequestError> => {
  if (input === undefined || !hasText(input.requestedTo)) return Either.left("groups.no_params");
  if (!hasText(input.customerUuid)) return Either.left("groups.no_customer_uuid");
  if (!hasText(input.groupUuid) || (input.group === "mobile" && !hasText(input.productUuid)))
    return Either.left("groups.no_uuid");
  const type =
    input.group === "customer"
      ? "GROUP_INVITE"
      : input.billing === true
        ? "MOBILEGROUP_BILLING_INVITE"
        : "MOBILEGROUP_INVITE";
  return Either.right({
    SPID: input.spid,
    CustomerUUID: input.customerUuid ?? "",
    ...(input.productUuid === undefined ? {} : { RequestedByProductUUID: input.productUuid }),
    RequestedTo: (input.requestedTo ?? "").trim(),
    Description: input.description?.trim() ?? "",
    ExpiresAtNanos: inviteExpiresAtNanos(nowMillis),
    ApprovalType: type,
    ResourceUUID: input.groupUuid ?? "",
  });
};

export interface GroupLeaveInput {
  readonly spid: number;
  readonly groupUuid?: string | undefined;
  readonly customerUuid?: string | undefined;
  readonly productUuid?: string | undefined;
}

/** Leaving needs the group uuid ('No UUID') and the leaving customer ('No CustomerUUID'). */
export const groupLeaveRequest = (
  input: GroupLeaveInput | undefined,
): Either.Either<GroupLeaveRequest, GroupRequestError> => {
  if (input === undefined) return Either.left("groups.no_params");
  if (!hasText(input.groupUuid)) return Either.left("groups.no_uuid");
  if (!hasText(input.customerUuid)) return Either.left("groups.no_customer_uuid");
  return Either.right({
    SPID: input.spid,
    UUID: input.groupUuid ?? "",
    CustomerUUID: input.customerUuid ?? "",
    ...(input.productUuid === undefined ? {} : { MobileProductUUID: input.productUuid }),
  });
};

export interface GroupRemoveOtherInput {
  readonly spid: number;
  readonly group: GroupKindOfGroup;
  readonly groupUuid?: string | undefined;
  readonly customerUuid: string;
  readonly memberCustomerUuid?: string | undefined;
  readonly memberProductUuid?: string | undefined;
}

/**
 * Removing another member needs the group uuid ('No UUID') and the other member's customer uuid ('No CustomerUUID'),
 * plus, in a mobile group, the other member's mobile product uuid ('No UUID').
 */
export const groupRemoveOtherRequest = (
  input: GroupRemoveOtherInput | undefined,
): Either.Either<GroupRemoveOtherRequest, GroupRequestError> => {
  if (input === undefined) return Either.left("groups.no_params");
  if (!hasText(input.groupUuid)) return Either.left("groups.no_uuid");
  if (!hasText(input.memberCustomerUuid)) return Either.left("groups.no_customer_uuid");
  if (input.group === "mobile" && !hasText(input.memberProductUuid)) return Either.left("groups.no_uuid");
  return Either.right({
    SPID: input.spid,
    UUID: input.groupUuid ?? "",
    CustomerUUID: input.customerUuid,
    MemberCustomerUUID: input.memberCustomerUuid ?? "",
    ...(input.group === "mobile" ? { MemberMobileProductUUID: input.memberProductUuid ?? "" } : {}),
  });
};

/** Group info needs the current customer; mobile group info also needs the current product. */
export const groupInfoQuery = (customerUuid: string | undefined): Either.Either<string, GroupRequestError> =>
  !hasText(customerUuid) ? Either.left("groups.no_customer_uuid") : Either.right(customerUuid ?? "");

export const mobileGroupInfoQuery = (
  customerUuid: string | undefined,
  productUuid: string | undefined,
): Either.Either<MobileGroupInfoQuery, GroupRequestError> => {
  if (!hasText(customerUuid)) return Either.left("groups.no_customer_uuid");
  if (!hasText(productUuid)) return Either.left("groups.no_uuid");
  return Either.right({ CustomerUUID: customerUuid ?? "", MobileProductUUID: productUuid ?? "" });
};
