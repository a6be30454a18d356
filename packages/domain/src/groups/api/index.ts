/** The groups API port: only a shell's composition root and the adapters name it (see docs/architecture.md). */
export { GroupsApi, type GroupsApiService } from "../groups-api";
