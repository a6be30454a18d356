/** The broadband API port: only a shell's composition root and the adapters name it (see docs/architecture.md). */
export { BroadbandApi, type BroadbandApiService } from "../broadband-api";
