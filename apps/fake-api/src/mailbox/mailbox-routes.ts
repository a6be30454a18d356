import type { FastifyInstance } from "fastify";
import type { WorldStore } from "../world/store";
import { messagesTo } from "./mailbox";

/**
 * GET {prefix}/__mailbox?to=<e-mail or phone number>: the messages the operator sent there, newest first, each with
 * its time as an ISO string too. Registered with the control doors only (--control or FAKE_API_CONTROL=1): never in
 * production.
 */
export const mailboxRoutes = (app: FastifyInstance, store: WorldStore, prefix: string): void => {
  app.get(`${prefix}/__mailbox`, async (request, reply) => {
    const query = request.query as { readonly to?: unknown };
    if (typeof query.to !== "string" || query.to.trim() === "")
      return reply
        .code(400)
        .send({ err_message: "query.to: an e-mail address or a phone number is required" });
    return {
      To: query.to.trim(),
      Messages: messagesTo(store.world.mailbox, query.to).map((message) => ({
        ...message,
        SentAt: new Date(message.SentAtMillis).toISOString(),
      })),
    };
  });
};
