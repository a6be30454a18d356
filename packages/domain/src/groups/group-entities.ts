import * as Schema from "effect/Schema";

/** A member of a customer group: a customer; names are shown when the operator sends them. */
export const CustomerGroupMember = Schema.Struct({
  CustomerUUID: Schema.String,
  UUID: Schema.optional(Schema.String),
  FirstName: Schema.optional(Schema.String),
  LastName: Schema.optional(Schema.String),
  Email: Schema.optional(Schema.String),
  CreatedAtNanos: Schema.optional(Schema.Number),
});
export type CustomerGroupMember = typeof CustomerGroupMember.Type;

/** A customer group (spec 03 §3): CustomerUUID is the leader. */
export const CustomerGroup = Schema.Struct({
  UUID: Schema.String,
  CustomerUUID: Schema.String,
  CreatedAtNanos: Schema.Number,
  Name: Schema.optional(Schema.String),
  Members: Schema.Array(CustomerGroupMember),
});
export type CustomerGroup = typeof CustomerGroup.Type;

/** A member of a mobile group: one mobile service of one customer. */
export const MobileGroupMember = Schema.Struct({
  CustomerUUID: Schema.String,
  MobileProductUUID: Schema.String,
  UUID: Schema.optional(Schema.String),
  MSISDN: Schema.optional(Schema.String),
  FirstName: Schema.optional(Schema.String),
  LastName: Schema.optional(Schema.String),
  CreatedAtNanos: Schema.optional(Schema.Number),
});
export type MobileGroupMember = typeof MobileGroupMember.Type;

/** A mobile group: CustomerUUID is the leader, MobileProductUUID the owning service. */
export const MobileGroup = Schema.Struct({
  UUID: Schema.String,
  CustomerUUID: Schema.String,
  MobileProductUUID: Schema.String,
  CreatedAtNanos: Schema.optional(Schema.Number),
  Name: Schema.optional(Schema.String),
  Members: Schema.Array(MobileGroupMember),
});
export type MobileGroup = typeof MobileGroup.Type;

/** Paging info of list replies (spec 03 §3); page size 10, 4 pages either side (spec 01 §9). */
export const PagingInfo = Schema.Struct({
  PageNumber: Schema.Int,
  PageItemCount: Schema.Int,
  TotalPages: Schema.Int,
  TotalItemCount: Schema.Int,
  IndexStart: Schema.Int,
});
export type PagingInfo = typeof PagingInfo.Type;

/** GET /v2/{spid}/customer_group_info/{customerUuid} */
export const CustomerGroupInfos = Schema.Struct({
  CustomerGroupInfos: Schema.Array(CustomerGroup),
  PageInfo: Schema.optional(PagingInfo),
});
export type CustomerGroupInfos = typeof CustomerGroupInfos.Type;

/** GET /v2/{spid}/mobile_group_info?CustomerUUID=&MobileProductUUID= */
export const MobileGroupInfos = Schema.Struct({
  MobileGroupInfos: Schema.Array(MobileGroup),
  PageInfo: Schema.optional(PagingInfo),
});
export type MobileGroupInfos = typeof MobileGroupInfos.Type;
