/** The porting API port: only a shell's composition root and the adapters name it (see docs/architecture.md). */
export { PortingApi, type PortingApiService } from "../porting-api";
