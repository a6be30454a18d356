/** The checks API port: only a shell's composition root and the adapters name it (see docs/architecture.md). */
export { AccountProductsApi, type AccountProductsApiService } from "../account-products-api";
