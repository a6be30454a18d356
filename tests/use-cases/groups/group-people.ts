import * as Effect from "effect/Effect";
import { AccountProductsApi } from "@waea/domain/checks/api";
import { answerGroupInvite, loadGroupInvites, type GroupKindOfGroup } from "@waea/domain/groups";
import type { Customer } from "../support/fake-api";

export interface Service {
  readonly uuid: string;
  /** The service's number as a customer types it (021..., not 6421...). */
  readonly localNumber: string;
}

/** A signed-in customer's first mobile service, as the operator lists their products. */
export const serviceOf = async (who: Customer): Promise<Service> => {
  const reply = await who.run(Effect.flatMap(AccountProductsApi, (api) => api.mobileProducts(who.customer)));
  const product = reply.MobileProducts[0];
  if (product === undefined) throw new Error(`customer ${who.customer} has no mobile service`);
  return { uuid: product.UUID, localNumber: `0${(product.MSISDN ?? "").slice(2)}` };
};

/** The customer UUIDs of a group's members, in the operator's order. */
export const memberIds = (group: { readonly Members: ReadonlyArray<{ readonly CustomerUUID: string }> }) =>
  group.Members.map((member) => member.CustomerUUID);

/** The one invited accepts the invite a leader's add sent them: nobody joins a group without accepting (GRP-04). */
export const acceptInvite = async (
  who: Customer,
  group: GroupKindOfGroup,
  invite: { readonly UUID: string },
): Promise<void> => {
  const incoming = (await who.run(loadGroupInvites(group, who.customer))).incoming;
  const view = incoming.find((candidate) => candidate.approval.UUID === invite.UUID);
  if (view === undefined) throw new Error(`customer ${who.customer} did not receive invite ${invite.UUID}`);
  await who.run(answerGroupInvite(view, true));
};
