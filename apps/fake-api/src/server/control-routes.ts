import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import type { FastifyInstance, FastifyReply } from "fastify";
import { mfaCodeFor } from "../handlers/auth";
import { mailboxRoutes } from "../mailbox/mailbox-routes";
import { loginByEmail } from "../handlers/auth-sign-in";
import type { WorldStore } from "../world/store";
import { applyCors } from "./cors";
import { issueText } from "./issue-text";

const ResetBody = Schema.Struct({ Seed: Schema.optional(Schema.Int) });
const ClockBody = Schema.Struct({
  AdvanceMillis: Schema.optional(Schema.Int.pipe(Schema.nonNegative())),
  SetMillis: Schema.optional(Schema.Int.pipe(Schema.nonNegative())),
});
const PaymentsBody = Schema.Struct({
  DelayMillis: Schema.optional(Schema.Int.pipe(Schema.between(0, 600_000))),
  FailureRate: Schema.optional(Schema.Number.pipe(Schema.between(0, 1))),
  PendingAddonReplies: Schema.optional(Schema.Int.pipe(Schema.between(0, 1000))),
});
const CodesQuery = Schema.Struct({ email: Schema.String });

const decode = <A, I>(schema: Schema.Schema<A, I>, section: string, value: unknown, reply: FastifyReply) => {
  const result = Schema.decodeUnknownEither(schema)(value ?? {});
  if (Either.isRight(result)) return result.right;
  void reply.code(400).send({ err_message: issueText(section, result.left) });
  return undefined;
};

/**
 * Test doors under /api/__control, only with --control or FAKE_API_CONTROL=1: reset to the seed, move the clock,
 * tune the simulated payments, read the world digest, and read the codes a person would get by e-mail.
 */
export const registerControlRoutes = (parent: FastifyInstance, store: WorldStore, prefix: string): void => {
  void parent.register(async (app) => controlRoutes(app, store, prefix));
};

/** In their own plugin scope, so the CORS hook runs for these routes only. */
const controlRoutes = (app: FastifyInstance, store: WorldStore, prefix: string): void => {
  const base = `${prefix}/__control`;
  app.addHook("onRequest", (request, reply, done) => {
    applyCors(request, reply);
    done();
  });
  const clock = () => {
    const now = store.clock.nowMillis();
    return { NowMillis: now, Now: new Date(now).toISOString(), Frozen: store.clock.frozen };
  };
  const payments = () => ({
    DelayMillis: store.simulation.paymentDelayMs,
    FailureRate: store.simulation.paymentFailureRate,
    PendingAddonReplies: store.simulation.pendingAddonReplies,
  });

  // The simulated mailbox sits beside the doors, under the same switch (mailbox/mailbox-routes.ts).
  mailboxRoutes(app, store, prefix);
  app.get(`${base}/digest`, async () => ({ Digest: store.digest() }));
  app.post(`${base}/reset`, async (request, reply) => {
    const body = decode(ResetBody, "body", request.body, reply);
    if (body === undefined) return reply;
    await store.reset(body.Seed);
    return { Seed: store.world.seed, Digest: store.digest() };
  });
  app.get(`${base}/clock`, async () => clock());
  app.post(`${base}/clock`, async (request, reply) => {
    const body = decode(ClockBody, "body", request.body, reply);
    if (body === undefined) return reply;
    if (body.SetMillis !== undefined) store.clock.set(body.SetMillis);
    if (body.AdvanceMillis !== undefined) store.clock.advance(body.AdvanceMillis);
    return clock();
  });
  app.get(`${base}/payments`, async () => payments());
  app.post(`${base}/payments`, async (request, reply) => {
    const body = decode(PaymentsBody, "body", request.body, reply);
    if (body === undefined) return reply;
    if (body.DelayMillis !== undefined) store.simulation.paymentDelayMs = body.DelayMillis;
    if (body.FailureRate !== undefined) store.simulation.paymentFailureRate = body.FailureRate;
    if (body.PendingAddonReplies !== undefined)
      store.simulation.pendingAddonReplies = body.PendingAddonReplies;
    return payments();
  });
  app.get(`${base}/codes`, async (request, reply) => {
    const query = decode(CodesQuery, "query", request.query, reply);
    if (query === undefined) return reply;
    const core = store.world.core;
    const login = loginByEmail(core, query.email);
    if (login === undefined) return reply.code(404).send({ err_message: "no login with this e-mail" });
    return {
      Email: login.Email,
      OneTimeCode: core.oneTimeCodes[login.UUID]?.Code ?? null,
      EmailVerificationSecrets: Object.fromEntries(
        login.CustomerUUIDs.flatMap((uuid) => {
          const secret = core.emailSecrets[uuid];
          return secret === undefined ? [] : [[uuid, secret]];
        }),
      ),
      MfaCodes: Object.fromEntries(login.CustomerUUIDs.map((uuid) => [uuid, mfaCodeFor(store.keys, uuid)])),
    };
  });
};
