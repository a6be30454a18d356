import type { MemoryWorld } from "./memory-api";

const customer = (UUID: string, FirstName: string, LastName: string, Email: string, extra: object = {}) => ({
  UUID,
  FirstName,
  LastName,
  Email,
  EmailVerified: true,
  AccountNumber: UUID.replace(/\D/g, "").padStart(8, "1"),
  ...extra,
});

const card = (UUID: string, Rank: number) => ({
  UUID,
  Rank,
  CardType: "visa",
  CardLast4: "4242",
  CardExpiryMonth: 12,
  CardExpiryYear: 2030,
});

const product = (UUID: string, BillingReference: string, MSISDN: string) => ({
  UUID,
  Status: 4,
  BillingReference,
  ProductType: "mobile" as const,
  MSISDN,
  Addons: [{ UUID: `${UUID}-plan`, Name: "Everyday 30", IsBasePlan: true }],
});

/**
 * The people of `npm run dev` while the app runs on in-memory ports (VITE_API_MODE=memory). Every password is
 * "Kia-ora-2026!"; the MFA code is 000000. The fake API (apps/fake-api) seeds its own, larger world.
 */
export const DEMO_PASSWORD = "Kia-ora-2026!";

export const demoWorld: MemoryWorld = {
  users: [
    {
      login: {
        AuthID: "aroha@example.nz",
        UUID: "cust-1001",
        Password: DEMO_PASSWORD,
        FirstName: "Aroha",
        LastName: "Ngata",
        Email: "aroha@example.nz",
        MobileNumber: "64211234567",
      },
      customers: [customer("cust-1001", "Aroha", "Ngata", "aroha@example.nz")],
    },
    {
      login: {
        AuthID: "whanau@example.nz",
        UUID: "cust-2001",
        Password: DEMO_PASSWORD,
        FirstName: "Tama",
        LastName: "Walker",
        Email: "whanau@example.nz",
      },
      customers: [
        customer("cust-2001", "Tama", "Walker", "whanau@example.nz"),
        customer("cust-2002", "Tama", "Walker (business)", "whanau@example.nz"),
      ],
    },
    {
      login: {
        AuthID: "hemi@example.nz",
        UUID: "cust-3001",
        Password: DEMO_PASSWORD,
        FirstName: "Hemi",
        LastName: "Parata",
        Email: "hemi@example.nz",
      },
      customers: [customer("cust-3001", "Hemi", "Parata", "hemi@example.nz", { AccountState: "Suspended" })],
    },
    {
      login: {
        AuthID: "mere@example.nz",
        UUID: "cust-4001",
        Password: DEMO_PASSWORD,
        FirstName: "Mere",
        LastName: "Tui",
        Email: "mere@example.nz",
      },
      customers: [customer("cust-4001", "Mere", "Tui", "mere@example.nz", { EmailVerified: false })],
    },
    {
      login: {
        AuthID: "64221234567",
        UUID: "cust-5001",
        Password: DEMO_PASSWORD,
        FirstName: "Wiremu",
        LastName: "Hona",
        MobileNumber: "64221234567",
      },
      customers: [customer("cust-5001", "Wiremu", "Hona", "wiremu@example.nz")],
    },
  ],
  paymentMethods: {
    "cust-1001": [card("pm-1", 1)],
    "cust-2001": [card("pm-2", 1)],
    "cust-2002": [card("pm-3", 1)],
    "cust-5001": [card("pm-5", 1)],
  },
  products: {
    "cust-1001": [product("mp-1001", "prepay:1001", "64211234567")],
    "cust-2001": [product("mp-2001", "postpay:2001", "64271234567")],
    "cust-5001": [product("mp-5001", "payg:5001", "64221234567")],
  },
  identities: { "LOCAL:64211234567": "cust-1001", "LOCAL:64221234567": "cust-5001" },
  invitations: { "KIAORA-1": "cust-2002" },
};
