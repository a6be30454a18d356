import * as Schema from "effect/Schema";
import {
  NumberLookupReply,
  PortingActionRequest,
  PortingCancelRequest,
  PortingReply,
  PortingRetryRequest,
} from "@waea/domain/porting";
import { collectCalls, defineCall, json } from "./define";
import { PortingLookupParams, PortingRequestBody } from "./porting-input";
import { PathParam } from "./wire";

const Customer = Schema.Struct({ id: PathParam });
const CustomerService = Schema.Struct({ id: PathParam, mobile: PathParam });

/**
 * Number porting (spec 01 §7, 02 §7), one entry per PortingApi method. The spec shows no payloads or replies
 * except the action's; each reply is the port as it now stands. The spec writes the request as `PUT mobile_porting`
 * (no leading slash): it is served at /mobile_porting under the API base.
 */
export const portingCalls = collectCalls(
  defineCall({
    id: "porting.request",
    method: "PUT",
    path: "/mobile_porting",
    body: PortingRequestBody,
    reply: json(PortingReply),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "porting.retry",
    method: "PUT",
    path: "/mobile_porting_retry",
    body: PortingRetryRequest,
    reply: json(PortingReply),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "porting.cancel",
    method: "PUT",
    path: "/customer/{id}/cancel_mobile_porting",
    params: Customer,
    body: PortingCancelRequest,
    reply: json(PortingReply),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "porting.action",
    method: "PUT",
    path: "/customer/{id}/mobile_porting/action",
    params: Customer,
    body: PortingActionRequest,
    reply: json(PortingReply),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "porting.status",
    method: "GET",
    path: "/customer/{id}/mobile_porting/{mobile}",
    params: CustomerService,
    reply: json(PortingReply),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "porting.lookup",
    method: "GET",
    path: "/porting/v1/msisdn/{number}",
    params: PortingLookupParams,
    reply: json(NumberLookupReply),
    auth: "bearer",
    replyShown: false,
  }),
);
