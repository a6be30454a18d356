/** The plans API port: only a shell's composition root and the adapters name it (see docs/architecture.md). */
export { PlansApi, type PlansApiService } from "../plans-api";
