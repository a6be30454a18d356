import { describe, expect, it } from "vitest";
import {
  BillingRoutesMessageKeys,
  approvalStateLabelKey,
  creationModeLabelKey,
  routingTypeLabelKey,
} from "./messages";

describe("billing-routes message keys", () => {
  it("lists every label key", () => {
    const produced = [
      ...(["pending", "accepted", "declined"] as const).map(approvalStateLabelKey),
      ...(["invite", "request"] as const).map(creationModeLabelKey),
      ...(["parent", "child"] as const).map(routingTypeLabelKey),
    ];
    expect(produced.filter((k) => !(BillingRoutesMessageKeys as ReadonlyArray<string>).includes(k))).toEqual(
      [],
    );
  });
});
