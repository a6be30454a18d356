/** The guest API port: only a shell's composition root and the adapters name it (see docs/architecture.md). */
export { GuestApi, type GuestApiService } from "../guest-api";
