/** The usage API port: only a shell's composition root and the adapters name it (see docs/architecture.md). */
export { UsageApi, type UsageApiService } from "../usage-api";
