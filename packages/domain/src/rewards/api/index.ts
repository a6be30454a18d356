/** The rewards API port: only a shell's composition root and the adapters name it (see docs/architecture.md). */
export { RewardsApi, type RewardsApiService } from "../rewards-api";
