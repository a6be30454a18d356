/** The help API port: only a shell's composition root and the adapters name it (see docs/architecture.md). */
export { HelpApi, type HelpApiService } from "../help-api";
