/** The profile API port: only a shell's composition root and the adapters name it (see docs/architecture.md). */
export { AddressApi, type AddressApiService } from "../address-api";
export { CustomerApi, type CustomerApiService } from "../customer-api";
