/** The session API port: only a shell's composition root and the adapters name it (see docs/architecture.md). */
export { AuthApi, type AuthApiService } from "../auth-api";
