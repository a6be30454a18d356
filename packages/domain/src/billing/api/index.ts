/** The billing API port: only a shell's composition root and the adapters name it (see docs/architecture.md). */
export { BillingApi, type BillingApiService } from "../billing-api";
