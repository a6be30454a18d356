import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { INSTALMENT_PROVIDER_PATH } from "@waea/adapters/http/contract";
import { AFTERPAY_RETURN_PATH } from "@waea/domain/checkout";
import { orderIntentOf, settleOrderPayment } from "../handlers/order-payment";
import { orderPaymentDescription } from "../handlers/order-payment-confirm";
import { recordTransaction } from "../handlers/payments-ledger";
import { consentPageHeaders } from "../server/security-headers";
import type { WorldStore } from "../world/store";
import {
  INSTALMENT_PAGE_HASHES,
  instalmentLanguage,
  instalmentPage,
  instalmentProblemPage,
  type InstalmentLanguage,
} from "./instalment-page";

/** How the payment history names a payment made through the instalment provider. */
export const INSTALMENTS_PAYMENT_TYPE = "instalments";

const HEADERS = consentPageHeaders(INSTALMENT_PAGE_HASHES);
const FORM_LIMIT_BYTES = 8 * 1024;
/** The page's forms post to the page's own path (relative, so it works behind a proxy too). */
const FORM_ACTION = INSTALMENT_PROVIDER_PATH.slice(INSTALMENT_PROVIDER_PATH.lastIndexOf("/") + 1);

const html = (reply: FastifyReply, status: number, body: string) => {
  for (const [name, value] of HEADERS) reply.header(name, value);
  return reply.code(status).type("text/html; charset=utf-8").send(body);
};

/** A field of a query or a posted form: a string of at most `max` characters, else undefined. */
const fieldOf = (source: unknown, name: string, max: number): string | undefined => {
  if (typeof source !== "object" || source === null) return undefined;
  const value: unknown = Reflect.get(source, name);
  return typeof value === "string" && value.length <= max ? value : undefined;
};

/**
 * Where the provider may send the browser back: the portal's afterpay-return page, on this server's own host or on
 * an origin this server lets call it. Anything else would make the provider an open redirect.
 */
export const allowedReturn = (request: FastifyRequest, returnUrl: string | undefined): URL | undefined => {
  if (returnUrl === undefined) return undefined;
  try {
    const url = new URL(returnUrl);
    // The Host header as a URL writes it (a default port dropped), so "localhost:80" is "localhost".
    const sameHost =
      request.headers.host !== undefined &&
      url.host === new URL(`${url.protocol}//${request.headers.host}`).host;
    const allowed = sameHost || request.server.corsOrigins.has(url.origin);
    return allowed &&
      url.pathname === AFTERPAY_RETURN_PATH &&
      (url.protocol === "http:" || url.protocol === "https:")
      ? url
      : undefined;
  } catch {
    return undefined;
  }
};

interface Payment {
  readonly secret: string;
  readonly back: URL;
  readonly language: InstalmentLanguage;
  readonly amountCents: number;
}

/** The payment a request names: an order's secret not yet paid, with an allowed way back. */
const paymentOf = (
  store: WorldStore,
  request: FastifyRequest,
  source: unknown,
): Payment | InstalmentLanguage => {
  const language = instalmentLanguage(fieldOf(source, "lang", 10));
  const secret = fieldOf(source, "client_secret", 200) ?? "";
  const back = allowedReturn(request, fieldOf(source, "return_url", 2000));
  const intent = orderIntentOf(store.world, secret);
  if (back === undefined || intent === undefined || intent.Status === "succeeded") return language;
  return { secret, back, language, amountCents: intent.AmountCents };
};

/**
 * The simulated instalment provider (SHOP-05): the page a checkout paid by instalments goes to, and its answer. The
 * page shows the order's total split in four; Approve pays the order (its processing starts, as a confirmed card
 * payment does) and Decline leaves it waiting, the customer may pay it again. Either way the browser goes back to
 * the portal's afterpay-return with redirect_status=succeeded or failed. Either answer is recorded in the customer's
 * payment history (PaymentMethodType "instalments"), as a card payment is.
 */
export const registerInstalmentRoutes = async (app: FastifyInstance, store: WorldStore, prefix: string) => {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_LIMIT_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get(`${prefix}${INSTALMENT_PROVIDER_PATH}`, (request, reply) => {
      const payment = paymentOf(store, request, request.query);
      if (typeof payment === "string") return html(reply, 400, instalmentProblemPage(payment));
      return html(
        reply,
        200,
        instalmentPage({
          language: payment.language,
          action: FORM_ACTION,
          amountCents: payment.amountCents,
          clientSecret: payment.secret,
          returnUrl: payment.back.toString(),
        }),
      );
    });

    scope.post(`${prefix}${INSTALMENT_PROVIDER_PATH}`, (request, reply) => {
      const payment = paymentOf(store, request, request.body);
      if (typeof payment === "string") return html(reply, 400, instalmentProblemPage(payment));
      const approved = fieldOf(request.body, "decision", 10) === "approve";
      const intent = orderIntentOf(store.world, payment.secret);
      // The payment history shows the instalment payment as it shows a card's: paid, or declined.
      if (intent !== undefined)
        recordTransaction(store.world, intent.CustomerUUID, store.clock.nowMillis(), {
          Status: approved ? "COMPLETED" : "FAILED",
          AmountCents: intent.AmountCents,
          Description: orderPaymentDescription(intent),
          PaymentMethodType: INSTALMENTS_PAYMENT_TYPE,
        });
      settleOrderPayment(
        store.world,
        payment.secret,
        approved ? "succeeded" : "failed",
        store.clock.nowMillis(),
      );
      store.changed();
      const back = new URL(payment.back);
      back.searchParams.set("redirect_status", approved ? "succeeded" : "failed");
      return reply.code(303).header("location", back.toString()).header("cache-control", "no-store").send();
    });
  });
};
