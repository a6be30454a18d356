import * as Either from "effect/Either";
import fc from "fast-check";
import { describe, it } from "vitest";
import { COMPANION_MAX_PEOPLE, companionPrice } from "./companion-price";
import type { CustomerGroup } from "./group-entities";
import { MIN_SIMS } from "./group-kind";
import { applyRemoval, byCustomer, leaveLocally, removeMember } from "./member-removal";
import { customerGroupMembers, mayRemove } from "./membership";

const ids = fc.uniqueArray(fc.constantFrom("a", "b", "c", "d", "e", "f", "g", "h"), {
  minLength: 1,
  maxLength: 8,
});
const group: fc.Arbitrary<CustomerGroup> = ids.chain((members) =>
  fc.constantFrom(...members).map((leader) => ({
    UUID: `g-${members.join("")}`,
    CustomerUUID: leader,
    CreatedAtNanos: 0,
    Members: members.map((CustomerUUID) => ({ CustomerUUID })),
  })),
);
const customerIds = (g: CustomerGroup) => g.Members.map((m) => m.CustomerUUID);

describe("groups laws", () => {
  it("after a removal the group is either gone (it had 2 or fewer) or lost exactly that member", () => {
    fc.assert(
      fc.property(group, fc.constantFrom("a", "b", "c", "d", "e", "f", "g", "h", "z"), (g, target) => {
        const outcome = removeMember(g, byCustomer(target));
        const wasMember = customerIds(g).includes(target);
        switch (outcome._tag) {
          case "NotAMember":
            return !wasMember;
          case "GroupDeleted":
            return wasMember && g.Members.length <= 2 && outcome.groupUuid === g.UUID;
          case "MemberRemoved": {
            const after = customerIds(outcome.group);
            return (
              wasMember &&
              g.Members.length > 2 &&
              after.length === g.Members.length - 1 &&
              !after.includes(target) &&
              after.join() ===
                customerIds(g)
                  .filter((c) => c !== target)
                  .join()
            );
          }
        }
      }),
    );
  });

  it("applying a removal or leaving touches only that group", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(group, { selector: (g) => g.UUID, maxLength: 5 }),
        fc.nat(),
        (groups, pick) => {
          const chosen = groups[pick % Math.max(groups.length, 1)];
          if (chosen === undefined) return true;
          const [first] = customerIds(chosen);
          const after = applyRemoval(groups, removeMember(chosen, byCustomer(first ?? "")));
          const others = (list: ReadonlyArray<CustomerGroup>) => list.filter((g) => g.UUID !== chosen.UUID);
          const left = leaveLocally(groups, chosen.UUID);
          return (
            JSON.stringify(others(after)) === JSON.stringify(others(groups)) &&
            JSON.stringify(left) === JSON.stringify(others(groups))
          );
        },
      ),
    );
  });

  it("member ordering puts the current member first and is a permutation", () => {
    fc.assert(
      fc.property(group, fc.constantFrom("a", "b", "c", "z"), (g, me) => {
        const listed = customerGroupMembers(g, me).map((v) => v.member.CustomerUUID);
        const permutation = [...listed].sort().join() === [...customerIds(g)].sort().join();
        const firstIsMe = !customerIds(g).includes(me) || listed[0] === me;
        return permutation && firstIsMe;
      }),
    );
  });

  it("nobody may remove themselves or the leader", () => {
    fc.assert(
      fc.property(group, fc.constantFrom("a", "b", "c", "d"), (g, me) => {
        const views = customerGroupMembers(g, me);
        const actor = views.find((v) => v.isCurrent) ?? { isLeader: false, isOwner: false, isCurrent: true };
        return views.every((t) => !mayRemove(actor, t) || (!t.isCurrent && !t.isLeader && actor.isLeader));
      }),
    );
  });

  it("companion price is monotone: more people never cost more each nor less in total", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_SIMS.companion, max: COMPANION_MAX_PEOPLE }),
        fc.integer({ min: MIN_SIMS.companion, max: COMPANION_MAX_PEOPLE }),
        (x, y) => {
          const [few, many] = x <= y ? [x, y] : [y, x];
          const a = Either.getOrThrow(companionPrice(few));
          const b = Either.getOrThrow(companionPrice(many));
          return (
            b.perPersonCents <= a.perPersonCents &&
            b.monthlyCents >= a.monthlyCents &&
            b.monthlyCents === many * b.perPersonCents
          );
        },
      ),
    );
  });
});
