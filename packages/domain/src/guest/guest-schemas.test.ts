import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import {
  GuestPaymentReplyBody,
  GuestPurchase,
  GuestPurchaseReplyBody,
  GuestRedeemReply,
} from "./guest-entities";
import { GuestMessageKeys } from "./message-keys";

describe("guest schemas", () => {
  it("decode the guest entity and replies, an empty body as null", () => {
    const entity = {
      MSISDN: "6421",
      LookupID: "INV-1",
      UserToken: "u",
      ResponseToken: "r",
      Code: "1234567890123",
      Amount: 1000,
      ClientSecret: "s",
      OrderID: "o",
    };
    expect(Schema.decodeUnknownSync(GuestPurchase)(entity)).toEqual(entity);
    expect(Schema.decodeUnknownSync(GuestRedeemReply)({ Attributes: { CreditCents: 500 } })).toEqual({
      Attributes: { CreditCents: 500 },
    });
    expect(Schema.decodeUnknownSync(GuestPaymentReplyBody)(null)).toBeNull();
    expect(Schema.decodeUnknownSync(GuestPurchaseReplyBody)({ Status: "PENDING" })).toEqual({
      Status: "PENDING",
    });
  });
  it("amounts are whole cents", () => {
    expect(() => Schema.decodeUnknownSync(GuestPurchase)({ Amount: 10.5 })).toThrow();
  });
  it("message keys are unique and in the guest namespace", () => {
    expect(new Set(GuestMessageKeys).size).toBe(GuestMessageKeys.length);
    expect(GuestMessageKeys.every((key) => /^guest\.[a-z0-9_]+$/.test(key))).toBe(true);
  });
});
