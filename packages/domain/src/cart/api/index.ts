/** The cart API port: only a shell's composition root and the adapters name it (see docs/architecture.md). */
export { CartApi, type CartApiService } from "../cart-api";
