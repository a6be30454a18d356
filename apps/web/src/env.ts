// The one place that reads the build environment (import.meta.env). Everything else gets `webConfig` passed in.
import { webConfigFrom, type WebConfig } from "./config/settings-from-env";

export const webConfig: WebConfig = webConfigFrom(import.meta.env);
