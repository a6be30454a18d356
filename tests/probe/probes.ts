import { createHash, createHmac } from "node:crypto";
import { IDP_TOKEN_PATH } from "@waea/adapters/http/contract";
import { PHYSICAL_SIM_ITEM } from "@waea/domain/cart";
import { firstProduct, signIn, type ProbeClient, type ProbeReply } from "./probe-client";

/** What a probe found: whether the server held, and what it saw (printed by the script). */
export interface ProbeOutcome {
  readonly held: boolean;
  readonly detail: string;
}

export interface Probe {
  readonly name: string;
  readonly run: (client: ProbeClient) => Promise<ProbeOutcome>;
}

/** The demo logins and password the README publishes: what anybody may use. */
const PASSWORD = "Waea-Demo-2026";
const login = (name: string) => `${name}@waea.test`;

const outcome = (held: boolean, detail: string): ProbeOutcome => ({ held, detail });

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/** A JWT as the fake API once made them: HS256 over header.payload with a key anybody could work out. */
const signHs256 = (key: Buffer, payload: Readonly<Record<string, unknown>>): string => {
  const content = `${base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }))}.${base64url(JSON.stringify(payload))}`;
  return `${content}.${createHmac("sha256", key).update(content).digest("base64url")}`;
};

const claimsOf = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;

/** The seed /api/health publishes, when it does (67, the default, otherwise). */
const publishedSeed = async (client: ProbeClient): Promise<number> => {
  const health = JSON.parse((await client.send("GET", "/api/health")).text) as { readonly Seed?: unknown };
  return typeof health.Seed === "number" ? health.Seed : 67;
};

const forgedToken: Probe = {
  name: "a session token signed with a key worked out from the published seed",
  run: async (client) => {
    const session = await signIn(client, login("prepay"), PASSWORD);
    const seed = await publishedSeed(client);
    const key = createHash("sha256").update(`waea-fake-api:jwt:${seed}`).digest();
    const claims = claimsOf(session.token);
    const forged = signHs256(key, { ...claims, exp: Number(claims["exp"]) + 3600 });
    const read = (token: string) =>
      client.call("accountProducts.mobileProducts", { token, params: { uuid: session.customer } });
    const [genuine, tried] = await Promise.all([read(session.token), read(forged)]);
    return outcome(
      genuine.status === 200 && tried.status === 401,
      `genuine token ${genuine.status}, forged ${tried.status}`,
    );
  },
};

const replayedTopUp: Probe = {
  name: "one top-up sent 100 times at once with one Idempotency-Key",
  run: async (client) => {
    const session = await signIn(client, login("prepay"), PASSWORD);
    const product = await firstProduct(client, session);
    const key = `probe-${Math.random().toString(36).slice(2)}`;
    const replies = await Promise.all(
      Array.from({ length: 100 }, () =>
        client.call("payments.topUpIntent", {
          token: session.token,
          params: { customerUUID: session.customer, product, cents: 500 },
          headers: { "idempotency-key": key },
        }),
      ),
    );
    const secrets = new Set(
      replies
        .filter((reply) => reply.status === 200)
        .map((reply) => (JSON.parse(reply.text) as { readonly ClientSecret?: string }).ClientSecret),
    );
    const statuses = [...new Set(replies.map((reply) => reply.status))].join(", ");
    return outcome(
      secrets.size === 1 && replies.every((reply) => reply.status === 200),
      `statuses ${statuses}; ${secrets.size} payment intent(s) made`,
    );
  },
};

const nestedBody: Probe = {
  name: "a 600 KB body of nested arrays",
  run: async (client) => {
    const depth = 300_000;
    const reply = await client.call("auth.signIn", { rawBody: `${"[".repeat(depth)}${"]".repeat(depth)}` });
    const health = await client.send("GET", "/api/health");
    return outcome(
      reply.status === 400 && reply.millis < 2000 && health.status === 200,
      `${reply.status} in ${Math.round(reply.millis)} ms; health then ${health.status}`,
    );
  },
};

/** A plan the public plans page shows: its catalogue entry, its availability and its price. */
interface PublicPlan {
  readonly catalog: string;
  readonly availability: string;
  readonly cents: number;
}

const publicPlan = async (client: ProbeClient): Promise<PublicPlan> => {
  const reply = await client.json<{
    readonly PrepayAddons: ReadonlyArray<{
      readonly UUID: string;
      readonly Characteristics?: { readonly IsBasePlan?: string };
      readonly Availabilities?: ReadonlyArray<{
        readonly UUID: string;
        readonly RetailCents?: number;
        readonly Available?: boolean;
      }>;
    }>;
  }>("plans.prepayMobilePlans");
  for (const plan of reply.PrepayAddons) {
    const available = plan.Availabilities?.find((candidate) => candidate.Available === true);
    if (plan.Characteristics?.IsBasePlan === "true" && available !== undefined)
      return { catalog: plan.UUID, availability: available.UUID, cents: available.RetailCents ?? 0 };
  }
  throw new Error("no base plan on sale");
};

/** A SIM and its plan as the shop's cart holds them, with the plan's price (or its id) as the buyer wants it. */
const simAndPlan = (plan: PublicPlan, planPriceCents: number, planId = plan.catalog) => {
  const ids = { ProductCatalogUUID: planId, ProductAvailabilityUUID: plan.availability };
  return [
    {
      ItemUUID: PHYSICAL_SIM_ITEM.UUID,
      ...ids,
      Name: "Physical SIM",
      Quantity: 1,
      PriceCents: 0,
      Type: "TYPE_PRODUCT",
      VirtualType: "VT_NONE",
      PhysicalType: "SIM",
      SelfManaged: true,
    },
    {
      ItemUUID: planId,
      ...ids,
      Name: "Unlimited everything",
      Quantity: 1,
      PriceCents: planPriceCents,
      Type: "TYPE_VIRTUAL",
      VirtualType: "VT_PLAN",
      PhysicalType: "MODEM",
    },
  ];
};

const ADDRESS = {
  City: "Wellington",
  Country: "New Zealand",
  Postcode: "6011",
  Lines: ["45 Cuba Street", "Te Aro"],
  Phone: "021 555 0199",
};

const anonymousCartRead: Probe = {
  name: "a customer's cart, and an anonymous cart, read without a session or the cart's token",
  run: async (client) => {
    const session = await signIn(client, login("postpay"), PASSWORD);
    const plan = await publicPlan(client);
    const own = await client.json<{ readonly UUID: string }>("cart.saveCustomerCartV3", {
      token: session.token,
      params: { uuid: session.customer },
      body: { Items: simAndPlan(plan, plan.cents), SPID: 67, CustomerUUID: session.customer },
    });
    const anonymous = await client.json<{ readonly UUID: string }>("cart.saveCartV3", {
      body: { Items: simAndPlan(plan, plan.cents), SPID: 67 },
    });
    const read = (uuid: string) => client.send("GET", `/api/eshop/v3/cart/${encodeURIComponent(uuid)}`);
    const guessed = (uuid: string) =>
      client.send("GET", `/api/eshop/v3/cart/${encodeURIComponent(uuid)}`, {
        headers: { "x-cart-token": "0".repeat(43) },
      });
    const replies = await Promise.all([read(own.UUID), read(anonymous.UUID), guessed(anonymous.UUID)]);
    return outcome(
      replies.every((reply) => reply.status >= 400 && reply.status < 500 && !reply.text.includes("UUID")),
      `customer's cart ${replies[0]?.status}, anonymous cart without token ${replies[1]?.status}, with a guessed one ${replies[2]?.status}`,
    );
  },
};

/** The amount of an order the shop accepted, as its owner reads it. */
const orderAmount = async (
  client: ProbeClient,
  token: string,
  customer: string,
  reply: ProbeReply,
): Promise<number | undefined> => {
  const orderId = (JSON.parse(reply.text) as { readonly OrderID?: string }).OrderID;
  if (orderId === undefined) return undefined;
  const order = await client.json<{ readonly AmountCents?: number }>("checkout.orderV3", {
    token,
    params: { uuid: customer, orderNumber: orderId },
  });
  return order.AmountCents;
};

const freePlanCheckout: Probe = {
  name: "a checkout whose plan line says $0.00, $0.01, or names a plan that does not exist",
  run: async (client) => {
    const session = await signIn(client, login("postpay"), PASSWORD);
    const plan = await publicPlan(client);
    const checkout = (items: ReturnType<typeof simAndPlan>) =>
      client.call("checkout.checkoutV3", {
        token: session.token,
        body: { Address: ADDRESS, CustomerUUID: session.customer, Items: items, SPID: 67 },
      });
    const results = await Promise.all(
      [simAndPlan(plan, 0), simAndPlan(plan, 1), simAndPlan(plan, 0, "plan-made-up-unlimited")].map(
        async (items) => {
          const reply = await checkout(items);
          if (reply.status >= 400) return { held: true, seen: `${reply.status}` };
          const amount = await orderAmount(client, session.token, session.customer, reply);
          return {
            held: items[1]?.ItemUUID === plan.catalog && amount !== undefined && amount >= plan.cents,
            seen: `${reply.status}, order of ${amount ?? "?"} cents (the plan is ${plan.cents})`,
          };
        },
      ),
    );
    return outcome(
      results.every((result) => result.held),
      `$0.00 line: ${results[0]?.seen}; $0.01 line: ${results[1]?.seen}; made-up plan: ${results[2]?.seen}`,
    );
  },
};

const routeOverspend: Probe = {
  name: "child@ spending past its billing route's remaining limit, 40 top-ups of $5 at once",
  run: async (client) => {
    const session = await signIn(client, login("child"), PASSWORD);
    const product = await firstProduct(client, session);
    const routes = async () =>
      (
        await client.json<{
          readonly BillingRoutes: ReadonlyArray<{
            readonly UUID: string;
            readonly DebitAccount: { readonly UUID: string };
            readonly RemainingSpendLimit?: number;
          }>;
        }>("billingRoutes.listRoutes", { token: session.token, params: { customerUuid: session.customer } })
      ).BillingRoutes.find((route) => route.DebitAccount.UUID === session.customer);
    const route = await routes();
    if (route?.RemainingSpendLimit === undefined) return outcome(false, "child@ has no route with a limit");
    const before = route.RemainingSpendLimit;
    const replies = await Promise.all(
      Array.from({ length: 40 }, () =>
        client.call("payments.topUp", {
          token: session.token,
          params: { customerUUID: session.customer },
          body: {
            ProductInstanceUUID: product,
            Amount: 500,
            PaymentMethodType: "billing_route",
            PaymentMethodID: route.UUID,
          },
        }),
      ),
    );
    const accepted = replies.filter((reply) => reply.status === 200).length;
    const after = (await routes())?.RemainingSpendLimit;
    return outcome(
      accepted <= Math.floor(before / 500) && after === before - accepted * 500 && after >= 0,
      `${before} cents left before, ${accepted} accepted, ${after ?? "?"} left after`,
    );
  },
};

const REQUIRED = {
  "x-content-type-options": (value: string) => value === "nosniff",
  "referrer-policy": (value: string) => value === "strict-origin-when-cross-origin",
  "content-security-policy": (value: string) => /default-src '(self|none)'/.test(value),
} as const;

/** The headers a reply is missing or has wrong ("" when it has them all). */
const missingHeaders = (reply: ProbeReply, noStore: boolean): string => {
  const wrong = Object.entries(REQUIRED)
    .filter(([name, check]) => !check(reply.headers.get(name) ?? ""))
    .map(([name]) => name);
  if (noStore && !(reply.headers.get("cache-control") ?? "").includes("no-store"))
    wrong.push("cache-control");
  return wrong.join(" ");
};

const headers: Probe = {
  name: "security headers of the portal's HTML, an API reply with personal data, and an invoice PDF",
  run: async (client) => {
    const session = await signIn(client, login("postpay"), PASSWORD);
    const invoices = await client.json<{ readonly Invoices: ReadonlyArray<{ readonly Number: string }> }>(
      "billing.listInvoices",
      {
        token: session.token,
        params: { customerUUID: session.customer },
        query: { PageSize: 10, PageNumber: 1 },
      },
    );
    const number = invoices.Invoices[0]?.Number ?? "";
    const [html, api, pdf] = await Promise.all([
      client.send("GET", "/"),
      client.call("accountProducts.mobileProducts", {
        token: session.token,
        params: { uuid: session.customer },
      }),
      client.call("billing.invoicePdf", {
        token: session.token,
        params: { account: session.customer, number },
      }),
    ]);
    const checks = [
      { what: "HTML", reply: html, noStore: false, type: "text/html" },
      { what: "API", reply: api, noStore: true, type: "application/json" },
      { what: "PDF", reply: pdf, noStore: true, type: "application/pdf" },
    ].map(({ what, reply, noStore, type }) => {
      const missing = missingHeaders(reply, noStore);
      const typed = (reply.headers.get("content-type") ?? "").startsWith(type);
      return {
        held: reply.status === 200 && typed && missing === "",
        seen: `${what} ${reply.status}${typed ? "" : " (wrong type)"}${missing === "" ? "" : ` missing ${missing}`}`,
      };
    });
    return outcome(
      checks.every((check) => check.held),
      checks.map((check) => check.seen).join("; "),
    );
  },
};

const guessedPasswords: Probe = {
  name: "30 wrong passwords for one login, at once (a name nobody has, so no real login is locked out)",
  run: async (client) => {
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        client.call("auth.signIn", {
          body: {
            IdentityProvider: "LOCAL",
            AuthID: "probe-nobody@waea.test",
            AuthCode: `guess-${index}`,
            SPID: 67,
            IncludeRoles: false,
          },
        }),
      ),
    );
    const limited = replies.filter((reply) => reply.status === 429);
    const retryAfter = Number(limited[0]?.headers.get("retry-after") ?? 0);
    return outcome(
      replies.length - limited.length <= 5 && retryAfter > 0,
      `${replies.length - limited.length} checked, ${limited.length} refused with 429 (Retry-After ${retryAfter} s)`,
    );
  },
};

const identityTokenWithoutConsent: Probe = {
  name: "an identity token asked of the simulated provider for somebody else's e-mail, without its consent page",
  run: async (client) => {
    const asJson = await client.send("POST", `/api${IDP_TOKEN_PATH}`, {
      body: { Provider: "GOOGLE", Email: login("prepay") },
    });
    const asForm = await client.send("POST", `/api${IDP_TOKEN_PATH}`, {
      rawBody: `provider=GOOGLE&email=${encodeURIComponent(login("prepay"))}&consent=made-up`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const issued = (reply: ProbeReply) => reply.status < 400 || reply.text.includes("IdToken");
    return outcome(
      !issued(asJson) && !issued(asForm),
      `as JSON ${asJson.status}, as the page's form without its consent ${asForm.status}`,
    );
  },
};

/** Every probe, in the order the issue lists them. */
export const probes: ReadonlyArray<Probe> = [
  forgedToken,
  replayedTopUp,
  nestedBody,
  anonymousCartRead,
  freePlanCheckout,
  routeOverspend,
  headers,
  guessedPasswords,
  identityTokenWithoutConsent,
];
