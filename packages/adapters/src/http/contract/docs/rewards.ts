import type { CallDocs } from "./call-doc";

/** The rewards calls as docs/api.md describes them (../rewards.ts has the calls themselves). */
export const rewardsDocs: CallDocs = {
  "rewards.bonuses": {
    summary: "A customer's points and the bonuses (rewards and gifts) they can redeem",
    spec: "03 §3, §9 (path ours)",
  },
  "rewards.bonus": { summary: "One bonus, for its detail page", spec: "03 §2, §3 (path ours)" },
  "rewards.redeemBonus": {
    summary:
      "Spend a customer's points on a bonus, once per Idempotency-Key; refused without enough points, answers a code",
    spec: "03 §3 (path ours)",
  },
  "rewards.claimRewardsCard": {
    summary:
      "Link a rewards card with its rewards e-mail and password; answers the card's UUID, last four digits and name",
    spec: "01 §5, §7",
  },
  "rewards.unlinkRewardsCard": {
    summary: "Unlink a rewards card from the portal's account; answers the card's UUID",
    spec: "01 §7 (path ours)",
  },
  "rewards.offers": {
    summary: "The live offers a customer can see: open ones and those made for them",
    spec: "01 §2 (path ours)",
  },
  "rewards.collectOffer": {
    summary:
      "Collect an offer, once per Idempotency-Key; refused when it has ended (410), was collected (409) or is not for this customer (404)",
    spec: "01 §2 (path ours)",
  },
  "rewards.power": {
    summary:
      "The power page's benefits by key: what earns each (plan, customer group, mobile group), earned, on",
    spec: "01 §2 (path ours)",
  },
  "rewards.setPower": {
    summary: "Switch one benefit on (only an earned one, 409 otherwise) or off; answers every benefit",
    spec: "01 §2 (path ours)",
  },
};
