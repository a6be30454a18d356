/** The checkout API port: only a shell's composition root and the adapters name it (see docs/architecture.md). */
export { CheckoutApi, type CheckoutApiService } from "../checkout-api";
