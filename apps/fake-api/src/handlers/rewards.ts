import type { rewardsCalls } from "@waea/adapters/http/contract";
import { translate } from "@waea/adapters/i18n";
import { SPID } from "@waea/domain/config";
import { millisToNanos } from "@waea/domain/ports";
import { claimRewardsCardRequest, pointsAfterRedeeming, type Bonus } from "@waea/domain/rewards";
import * as Either from "effect/Either";
import { OBJECT_NOT_FOUND } from "@waea/domain/groups";
import { verifyPassword } from "../auth/password";
import {
  isRefusal,
  refuse,
  refuseKeepingSession,
  type Handlers,
  type HandlerContext,
} from "../server/handler";
import { uuidFor } from "../world/prng";
import { keyedCode } from "../world/secrets";
import { ownCustomer } from "./access";
import { checkAttempt } from "./attempt-check";
import { entryOf } from "./record-entry";
import { offersWithCollected, rewardsExtraHandlers } from "./rewards-extra";

const WRONG_CARD_LOGIN = "The email address or password is invalid";
/** Longer than any real password: refused without hashing it. */
const MAX_PASSWORD = 1024;

/**
 * What a card shows its holder: the last four digits of its number (made from its UUID, the whole number never
 * leaves the service) and the name of the person whose e-mail holds the rewards account.
 */
const cardFace = (context: HandlerContext, cardUuid: string, email: string) => {
  const digits = [...cardUuid.replace(/-/g, "")].map((c) => Number.parseInt(c, 16) % 10).join("");
  const holder = Object.values(context.world.core.logins).find((login) => login.AuthID === email);
  return {
    CardNumberLast4: digits.slice(-4),
    ...(holder === undefined ? {} : { HolderName: `${holder.FirstName} ${holder.LastName}` }),
  };
};

const bonusOf = (context: HandlerContext, uuid: string): Bonus | undefined =>
  context.world.rewards.bonuses.find((bonus) => bonus.UUID === uuid);

/** The rewards service (RWD-01, RWD-02, PRO-06): points, bonuses, redemptions, the rewards card and offers. */
export const rewardsHandlers: Handlers<typeof rewardsCalls> = {
  "rewards.bonuses": ({ params }, context) => {
    const customer = ownCustomer(context, params.customerUuid);
    if (isRefusal(customer)) return customer;
    const rewards = context.world.rewards;
    return { TotalPoints: entryOf(rewards.points, params.customerUuid) ?? 0, Bonuses: rewards.bonuses };
  },

  "rewards.bonus": ({ params }, context) =>
    bonusOf(context, params.bonusUuid) ?? refuse(404, OBJECT_NOT_FOUND),

  "rewards.redeemBonus": ({ body }, context) => {
    const customer = ownCustomer(context, body.CustomerUUID);
    if (isRefusal(customer)) return customer;
    const bonus = bonusOf(context, body.BonusUUID);
    if (bonus === undefined) return refuse(404, OBJECT_NOT_FOUND);
    const rewards = context.world.rewards;
    const left = pointsAfterRedeeming(bonus, entryOf(rewards.points, body.CustomerUUID) ?? 0);
    if (Either.isLeft(left)) return refuse(400, translate("en", left.left));
    rewards.counter += 1;
    const uuid = uuidFor(context.world.seed, `redemption:${rewards.counter}`);
    // Keyed, not the first digits of the UUID the reply also shows (and the seed gives away).
    const keyed = keyedCode(context.world.secrets, `redemption-code:${uuid}`);
    const code = `WAEA-${keyed.slice(0, 4)}-${keyed.slice(4, 8)}`;
    rewards.points[body.CustomerUUID] = left.right;
    rewards.redemptions[body.CustomerUUID] = [
      ...(entryOf(rewards.redemptions, body.CustomerUUID) ?? []),
      {
        UUID: uuid,
        CustomerUUID: body.CustomerUUID,
        BonusUUID: bonus.UUID,
        Points: bonus.Points,
        Code: code,
        CreatedAtNanos: millisToNanos(context.nowMillis),
      },
    ];
    return { UUID: uuid, RemainingPoints: left.right, Code: code };
  },

  "rewards.claimRewardsCard": async ({ body }, context) => {
    if (body.SPID !== SPID) return refuse(400, `body.SPID: must be ${SPID}`);
    const request = claimRewardsCardRequest({ email: body.RewardsEmail, password: body.Password }, SPID);
    if (Either.isLeft(request)) return refuse(400, translate("en", request.left));
    const email = request.right.RewardsEmail.toLowerCase();
    const account = entryOf(context.world.rewards.accounts, email);
    // Guesses of a rewards card's password are counted (attempt-check.ts), per card login and address.
    const valid = await checkAttempt(
      context,
      `rewards:${email}`,
      async () =>
        account !== undefined &&
        body.Password.length <= MAX_PASSWORD &&
        (await verifyPassword(body.Password, account.PasswordHash)),
    );
    if (isRefusal(valid)) return valid;
    // A wrong rewards password must not end the portal session: 401 with the keep-session error number.
    return valid && account !== undefined
      ? { UUID: account.CardUUID, ...cardFace(context, account.CardUUID, email) }
      : refuseKeepingSession(WRONG_CARD_LOGIN);
  },

  "rewards.unlinkRewardsCard": ({ body }, context) => {
    if (body.SPID !== SPID) return refuse(400, `body.SPID: must be ${SPID}`);
    const known = Object.values(context.world.rewards.accounts).some((a) => a.CardUUID === body.UUID);
    return known ? { UUID: body.UUID } : refuse(404, OBJECT_NOT_FOUND);
  },

  "rewards.offers": ({ params }, context) => {
    const customer = ownCustomer(context, params.customerUuid);
    if (isRefusal(customer)) return customer;
    return { Offers: offersWithCollected(context, params.customerUuid) };
  },

  ...rewardsExtraHandlers,
};
