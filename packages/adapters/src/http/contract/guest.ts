import {
  GuestPaymentReplyBody,
  GuestPaymentRequest,
  GuestPurchaseQuery,
  GuestPurchaseReplyBody,
  GuestRedeemReply,
  GuestRedeemRequest,
  GuestTopupRequest,
  GuestValidateReply,
  GuestValidateRequest,
} from "@waea/domain/guest";
import { collectCalls, defineCall, json } from "./define";

/**
 * Anonymous recharge and pay-bill (spec 02 §4, §7; GST-01..03), one entry per GuestApi method. The web gates the
 * routes by flags (off in production); the calls themselves always work. The ResponseToken of validate is the
 * credential of the later calls, so none needs a session. A payment or purchase reply may come without a body
 * ('No Data'): the reply is null then.
 */
export const guestCalls = collectCalls(
  defineCall({
    id: "guest.validate",
    method: "POST",
    path: "/guest/validate",
    body: GuestValidateRequest,
    reply: json(GuestValidateReply),
    auth: "none",
    replyShown: true,
  }),
  defineCall({
    id: "guest.redeem",
    method: "POST",
    path: "/guest/redeem",
    body: GuestRedeemRequest,
    reply: json(GuestRedeemReply),
    auth: "none",
    replyShown: true,
    movesMoney: true,
  }),
  defineCall({
    id: "guest.topup",
    method: "POST",
    path: "/guest/topup",
    body: GuestTopupRequest,
    reply: json(GuestPaymentReplyBody),
    auth: "none",
    replyShown: true,
    movesMoney: true,
  }),
  defineCall({
    id: "guest.payment",
    method: "POST",
    path: "/guest/payment",
    body: GuestPaymentRequest,
    reply: json(GuestPaymentReplyBody),
    auth: "none",
    replyShown: true,
    movesMoney: true,
  }),
  defineCall({
    id: "guest.purchases",
    method: "GET",
    path: "/guest/purchases",
    query: GuestPurchaseQuery,
    reply: json(GuestPurchaseReplyBody),
    auth: "none",
    replyShown: true,
  }),
);
