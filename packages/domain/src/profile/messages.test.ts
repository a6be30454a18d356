import { describe, expect, it } from "vitest";
import { ProfileMessageKeys, notificationLabelKey, orderStatusLabelKey } from "./messages";
import { NotificationOptions } from "./notifications";

describe("profile message keys", () => {
  it("lists every notification and order status label", () => {
    const produced = [
      ...NotificationOptions.map(notificationLabelKey),
      ...(["completed", "processing", "failed", "pending"] as const).map(orderStatusLabelKey),
    ];
    expect(produced.filter((k) => !(ProfileMessageKeys as ReadonlyArray<string>).includes(k))).toEqual([]);
  });
});
