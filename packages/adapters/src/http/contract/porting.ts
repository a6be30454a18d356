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

/**
 * Number porting (spec 01 §7, 02 §7), one entry per PortingApi method. The spec shows no payloads or replies
 * except the action's; each reply is the port as it now stands. The spec writes the request as `PUT mobile_porting`
 * (no leading slash): it is served at /mobile_porting under the API base.
 */
export const portingCalls = collectCalls(
  defineCall({
    id: "porting.request",
    summary: "Request a port-in of a number to the service, with the losing account's details when moving it",
    method: "PUT",
    path: "/mobile_porting",
    body: PortingRequestBody,
    reply: json(PortingReply),
    auth: "bearer",
    replyShown: false,
    spec: "01 §7; 02 §5, §7",
  }),
  defineCall({
    id: "porting.retry",
    summary: "Send a rejected or failed port again, optionally with corrected transfer details",
    method: "PUT",
    path: "/mobile_porting_retry",
    body: PortingRetryRequest,
    reply: json(PortingReply),
    auth: "bearer",
    replyShown: false,
    spec: "01 §7; 02 §7",
  }),
  defineCall({
    id: "porting.cancel",
    summary: "Cancel a port that has not reached network provisioning",
    method: "PUT",
    path: "/customer/{id}/cancel_mobile_porting",
    params: Customer,
    body: PortingCancelRequest,
    reply: json(PortingReply),
    auth: "bearer",
    replyShown: false,
    spec: "01 §7; 02 §7",
  }),
  defineCall({
    id: "porting.action",
    summary: "The customer's action on a port (CONFIRM while it waits between carriers)",
    method: "PUT",
    path: "/customer/{id}/mobile_porting/action",
    params: Customer,
    body: PortingActionRequest,
    reply: json(PortingReply),
    auth: "bearer",
    replyShown: false,
    spec: "01 §7; 02 §7",
  }),
  defineCall({
    id: "porting.lookup",
    summary: "Who holds a number (given without a leading plus), whether it can be ported, a port under way",
    method: "GET",
    path: "/porting/v1/msisdn/{number}",
    params: PortingLookupParams,
    reply: json(NumberLookupReply),
    auth: "bearer",
    replyShown: false,
    spec: "02 §5, §7",
  }),
);
