import { MFA_REQUIRED_ROLE } from "@waea/domain/session";
import type { MemoryWorld } from "./memory-api";

export const PASSWORD = "Kia-ora-2026!";

const customer = (UUID: string, FirstName: string, LastName: string, Email: string, extra: object = {}) => ({
  UUID,
  FirstName,
  LastName,
  Email,
  EmailVerified: true,
  AccountNumber: UUID.replace(/\D/g, ""),
  ...extra,
});
const card = (UUID: string) => ({
  UUID,
  Rank: 1,
  CardType: "visa",
  CardLast4: "4242",
  CardExpiryMonth: 12,
  CardExpiryYear: 2030,
});
const product = (UUID: string, BillingReference: string) => ({
  UUID,
  Status: 4,
  BillingReference,
  ProductType: "mobile" as const,
  Addons: [{ UUID: `${UUID}-plan`, Name: "Everyday 30" }],
});

/** The people of the page tests. Every password is PASSWORD; the MFA code is 123456. */
export const testWorld: MemoryWorld = {
  users: [
    {
      login: {
        AuthID: "aroha@example.nz",
        UUID: "cust-1",
        Password: PASSWORD,
        FirstName: "Aroha",
        LastName: "Ngata",
        Email: "aroha@example.nz",
      },
      customers: [customer("cust-1", "Aroha", "Ngata", "aroha@example.nz")],
    },
    {
      login: {
        AuthID: "tama@example.nz",
        UUID: "cust-2",
        Password: PASSWORD,
        FirstName: "Tama",
        LastName: "Walker",
        Email: "tama@example.nz",
      },
      customers: [
        customer("cust-2", "Tama", "Walker", "tama@example.nz"),
        customer("cust-3", "Tama", "Business", "tama@example.nz"),
      ],
    },
    {
      login: {
        AuthID: "hemi@example.nz",
        UUID: "cust-4",
        Password: PASSWORD,
        FirstName: "Hemi",
        LastName: "Parata",
        Email: "hemi@example.nz",
      },
      customers: [customer("cust-4", "Hemi", "Parata", "hemi@example.nz", { AccountState: "Suspended" })],
    },
    {
      login: {
        AuthID: "mere@example.nz",
        UUID: "cust-5",
        Password: PASSWORD,
        FirstName: "Mere",
        LastName: "Tui",
        Email: "mere@example.nz",
      },
      customers: [customer("cust-5", "Mere", "Tui", "mere@example.nz", { EmailVerified: false })],
    },
    {
      login: {
        AuthID: "nikau@example.nz",
        UUID: "cust-6",
        Password: PASSWORD,
        FirstName: "Nikau",
        LastName: "Rangi",
        Email: "nikau@example.nz",
      },
      customers: [customer("cust-6", "Nikau", "Rangi", "nikau@example.nz")],
    },
    {
      login: {
        AuthID: "64221234567",
        UUID: "cust-7",
        Password: PASSWORD,
        FirstName: "Wiremu",
        LastName: "Hona",
        MobileNumber: "64221234567",
      },
      customers: [customer("cust-7", "Wiremu", "Hona", "wiremu@example.nz")],
    },
    {
      login: {
        AuthID: "rawiri@example.nz",
        UUID: "cust-8",
        Password: PASSWORD,
        FirstName: "Rawiri",
        LastName: "Kerei",
        Email: "rawiri@example.nz",
        Roles: ["customer", MFA_REQUIRED_ROLE],
      },
      customers: [customer("cust-8", "Rawiri", "Kerei", "rawiri@example.nz")],
    },
  ],
  // Nikau (cust-6) has no card: the no-payment-methods page.
  paymentMethods: {
    "cust-1": [card("pm-1")],
    "cust-2": [card("pm-2")],
    "cust-3": [card("pm-3")],
    "cust-4": [card("pm-4")],
    "cust-5": [card("pm-5")],
    "cust-7": [card("pm-7")],
    "cust-8": [card("pm-8")],
  },
  products: { "cust-1": [product("mp-1", "prepay:1")], "cust-2": [product("mp-2", "postpay:2")] },
  identities: { "LOCAL:64221234567": "cust-7", "LOCAL:64211234567": "cust-1" },
  invitations: { "JOIN-1": "cust-3", "EMPTY-1": undefined },
  mfaCode: "123456",
};
