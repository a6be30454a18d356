/** The payments API port: only a shell's composition root and the adapters name it (see docs/architecture.md). */
export { PaymentsApi, type PaymentsApiService } from "../payments-api";
