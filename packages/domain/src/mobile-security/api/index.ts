/** The mobile security API port: only a shell's composition root and the adapters name it. */
export { MobileSecurityApi, type MobileSecurityApiService } from "../security-api";
