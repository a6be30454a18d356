import { describe, expect, it } from "vitest";
import { GroupKinds } from "./group-kind";
import { GroupRequestTexts } from "./group-requests";
import {
  GroupsMessageKeys,
  groupKindDescriptionKey,
  groupKindLabelKey,
  groupMenuLabelKey,
  inviteStateLabelKey,
} from "./messages";

describe("groups message keys", () => {
  it("lists every key the rules and labels produce", () => {
    const produced = [
      ...GroupKinds.flatMap((k) => [groupKindLabelKey(k), groupKindDescriptionKey(k)]),
      ...(["customer-groups", "mobile-groups"] as const).map(groupMenuLabelKey),
      ...(["pending", "accepted", "declined"] as const).map(inviteStateLabelKey),
      ...Object.keys(GroupRequestTexts),
    ];
    expect(produced.filter((k) => !(GroupsMessageKeys as ReadonlyArray<string>).includes(k))).toEqual([]);
  });
});
