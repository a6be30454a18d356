import * as Schema from "effect/Schema";
import { Customer, MobileProduct } from "@waea/domain/account";
import { PaymentMethod, PaymentTransaction } from "@waea/domain/payments";
import { IdentityProvider } from "@waea/domain/session";
import type { World } from "./world";

/**
 * The shape of a persisted world (the --state file), checked before the server starts on it. Every slice and every
 * field of a slice must be there with the right kind of value; the records sign-in and payments read first are
 * checked field by field (logins, customers, products, tokens, balances, cards, transactions), the rest as records
 * of objects. Records are plain JSON, so the schemas are the encoded (wire) side of the domain's entities.
 */
const records = <A, I>(value: Schema.Schema<A, I>) => Schema.Record({ key: Schema.String, value });
const AnObject = Schema.Record({ key: Schema.String, value: Schema.Unknown }).annotations({
  identifier: "object",
});
const Objects = records(AnObject);
const Lists = records(Schema.Array(AnObject));
const List = Schema.Array(AnObject);
const Counter = Schema.Int.pipe(Schema.nonNegative());
const Strings = records(Schema.String);
const Numbers = records(Schema.Number);

const slice = <Fields extends Schema.Struct.Fields>(name: string, fields: Fields) =>
  Schema.Struct(fields).annotations({ identifier: `the ${name} slice` });

const Login = Schema.Struct({
  UUID: Schema.String,
  AuthID: Schema.String,
  Email: Schema.String,
  FirstName: Schema.String,
  LastName: Schema.String,
  MobileNumber: Schema.optional(Schema.String),
  PasswordHash: Schema.optional(Schema.String),
  Roles: Schema.Array(Schema.String),
  CustomerUUIDs: Schema.Array(Schema.String),
  Identities: Schema.Array(Schema.Struct({ Provider: IdentityProvider, AuthID: Schema.String })),
}).annotations({ identifier: "a login" });

const CoreState = slice("core", {
  logins: records(Login),
  customers: records(Schema.encodedSchema(Customer).annotations({ identifier: "a customer" })),
  products: records(
    Schema.extend(
      Schema.encodedSchema(MobileProduct),
      Schema.Struct({ CustomerUUID: Schema.String }),
    ).annotations({ identifier: "a product" }),
  ),
  refreshTokens: records(
    Schema.Struct({
      LoginUUID: Schema.String,
      ExpiresAtMillis: Schema.Number,
      MfaPending: Schema.optional(Schema.Boolean),
    }),
  ),
  oneTimeCodes: records(Schema.Struct({ Code: Schema.String, ExpiresAtMillis: Schema.Number })),
  emailSecrets: Strings,
  invitations: Strings,
  authRoles: Objects,
  activationCodes: Strings,
  counter: Counter,
});

const PaymentsState = slice("payments", {
  methods: records(Schema.Array(Schema.encodedSchema(PaymentMethod).annotations({ identifier: "a card" }))),
  prepay: records(
    Schema.Struct({ MainBalCreditCents: Schema.Number, CurrencyCreditExpiresAtNanos: Schema.Number }),
  ),
  postpayCredit: Numbers,
  history: records(
    Schema.Array(Schema.encodedSchema(PaymentTransaction).annotations({ identifier: "a transaction" })),
  ),
  paymentIntents: Objects,
  setupIntents: Objects,
  vouchers: Objects,
  promoCodes: Objects,
  promoRedemptions: records(Schema.Array(Schema.String)),
  autoTopUps: Schema.optional(Objects),
  counter: Counter,
});

/** A 32-byte key in base64url (43 characters): the state file's `secrets` (world/secrets.ts). */
const SecretKey = Schema.String.pipe(
  Schema.pattern(/^[A-Za-z0-9_-]{43}$/, { description: "a 32-byte key in base64url" }),
);

// `satisfies`: a slice added to World without a schema here (or a schema without a slice) does not compile.
export const WorldSchema = Schema.Struct({
  seed: Schema.Int.pipe(Schema.between(0, 2 ** 31 - 1)),
  core: CoreState,
  billing: slice("billing", {
    invoices: Lists,
    receipts: Lists,
    charges: Lists,
    cycles: Objects,
    cycleChangeRefused: records(Schema.Literal(true)),
  }),
  payments: PaymentsState,
  usage: slice("usage", { records: Lists, carryOver: Lists }),
  plans: slice("plans", { catalog: List, scheduled: Objects, lastChangeAt: Numbers }),
  sim: slice("sim", {
    services: Objects,
    freeNumbers: Schema.Array(Schema.String),
    retiredSimIds: Schema.Array(Schema.String),
  }),
  porting: slice("porting", { ports: Objects, knownNumbers: Objects }),
  onboarding: slice("onboarding", {
    links: Objects,
    adoptionTokens: Objects,
    adoptions: Objects,
    smsCodes: Objects,
    authTokens: Objects,
    activations: Objects,
    networkAddressProduct: Schema.NullOr(Schema.String),
    counter: Counter,
  }),
  guest: slice("guest", { tokens: Objects, orders: Objects, counter: Counter }),
  profile: slice("profile", {
    addresses: Lists,
    notifications: Objects,
    tags: Lists,
    locations: List,
    counter: Counter,
  }),
  cart: slice("cart", { catalog: List, carts: Objects, sequence: Counter }),
  checkout: slice("checkout", { orders: Objects, intents: Objects, sequence: Counter }),
  broadband: slice("broadband", {
    places: Objects,
    plans: List,
    ufbPlans: List,
    lfcProducts: Objects,
    ufbOrders: Objects,
    ufbProducts: Objects,
    bookings: Objects,
    fwaPrequal: Strings,
    // Fibre network protection (BB-04 security); a state file from before it has none yet.
    security: Schema.optionalWith(Objects, { default: () => ({}) }),
    sequence: Counter,
  }),
  groups: slice("groups", { customerGroups: Objects, mobileGroups: Objects, counter: Counter }),
  billingRoutes: slice("billingRoutes", {
    routes: Objects,
    approvals: Objects,
    history: Lists,
    counter: Counter,
  }),
  help: slice("help", {
    categories: List,
    sections: List,
    articles: List,
    // The chat's conversations (APP-10); a state file from before them has none yet.
    chats: Schema.optionalWith(Objects, { default: () => ({}) }),
  }),
  rewards: slice("rewards", {
    bonuses: List,
    points: Numbers,
    redemptions: Lists,
    accounts: Objects,
    offers: List,
    // Collected offers and the power page's switches (RWD-02, RWD-03); a state file from before has none yet.
    collected: Schema.optionalWith(Lists, { default: () => ({}) }),
    power: Schema.optionalWith(records(Schema.Array(Schema.String)), { default: () => ({}) }),
    counter: Counter,
  }),
  // Mobile security (SIM-07); a state file from before it has none yet.
  mobileSecurity: Schema.optionalWith(slice("mobileSecurity", { services: Objects }), {
    default: () => ({ services: {} }),
  }),
  // Written since replies by Idempotency-Key are kept with the world; a file from before has none yet.
  idempotency: Schema.optionalWith(
    slice("idempotency", {
      replies: records(
        Schema.Struct({
          Fingerprint: Schema.String,
          AtMillis: Schema.Number,
          Result: Schema.optional(Schema.Unknown),
        }),
      ),
    }),
    { default: () => ({ replies: {} }) },
  ),
  // The simulated mailbox (mailbox/mailbox.ts); a file from before it has none yet.
  mailbox: Schema.optionalWith(slice("mailbox", { messages: Lists, counter: Counter }), {
    default: () => ({ messages: {}, counter: 0 }),
  }),
  // Last, so a file missing a slice names the slice. One written before the keys were random has none: it is refused
  // like any missing field (a new world draws them).
  secrets: Schema.Struct({ jwt: SecretKey, idp: SecretKey, codes: SecretKey }).annotations({
    identifier: "the server's secret keys",
  }),
} satisfies Record<keyof World, Schema.Struct.Field>).annotations({ identifier: "a waea world" });
