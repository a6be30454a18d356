import { describe, expect, it } from "vitest";
import { millisToNanos } from "../ports";
import { isApprovalExpired, minutesLeft, withSecondsLeft, type Approval } from "./approval";

const NOW = 1_800_000_000_000;
const approval: Approval = {
  UUID: "a",
  ApprovalType: "GROUP_INVITE",
  RequestedTo: "payg@waea.test",
  ExpiresAtNanos: millisToNanos(NOW + 20 * 60_000),
  SPID: 67,
  Status: "REQUEST",
};

describe("an approval's expiry (BR-04, GRP-04)", () => {
  it("BR-04: the operator's time left decides, not the clock of the one reading it", () => {
    const sent = withSecondsLeft(approval, NOW);
    expect(sent.SecondsLeft).toBe(1200);
    // A browser clock an hour ahead still shows the operator's 20 minutes.
    expect(isApprovalExpired(sent, NOW + 3_600_000)).toBe(false);
    expect(minutesLeft(sent, NOW + 3_600_000)).toBe(20);
    const past = withSecondsLeft(approval, NOW + 21 * 60_000);
    expect(past.SecondsLeft).toBe(0);
    // A browser clock an hour behind still shows the operator's "expired".
    expect(isApprovalExpired(past, NOW - 3_600_000)).toBe(true);
    expect(minutesLeft(past, NOW - 3_600_000)).toBe(0);
  });
  it("BR-04: without the operator's figure (the operator itself), its expiry and now decide; answered ones never expire", () => {
    expect(isApprovalExpired(approval, NOW + 20 * 60_000)).toBe(true);
    expect(minutesLeft(approval, NOW + 60_000)).toBe(19);
    expect(withSecondsLeft({ ...approval, Status: "APPROVED" }, NOW).SecondsLeft).toBeUndefined();
    expect(isApprovalExpired({ ...approval, Status: "APPROVED" }, NOW + 3_600_000)).toBe(false);
  });
});
