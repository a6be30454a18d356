/** The billing-routes API port: only a shell's composition root and the adapters name it (see docs/architecture.md). */
export { BillingRoutesApi, type BillingRoutesApiService } from "../billing-routes-api";
