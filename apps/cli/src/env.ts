// The only file of the CLI that reads process.env: everything else gets these values passed in.
import { homedir } from "node:os";

/** What the CLI takes from its environment. */
export interface CliEnv {
  /** WAEA_API_URL: the operator API (the --api-url flag wins). */
  readonly apiUrl: string | undefined;
  /** WAEA_TOKEN: a token that overrides the stored session's. */
  readonly token: string | undefined;
  /** XDG_CONFIG_HOME: the session file lives in its `waea` folder (else ~/.config/waea). */
  readonly xdgConfigHome: string | undefined;
  readonly home: string;
  /** NO_COLOR set to anything but the empty string turns colour off (no-color.org). */
  readonly noColor: boolean;
  /** WAEA_LANG: en (default) or mi-NZ. */
  readonly lang: string | undefined;
}

const text = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === "" ? undefined : value.trim();

export const readEnv = (env: NodeJS.ProcessEnv = process.env): CliEnv => ({
  apiUrl: text(env["WAEA_API_URL"]),
  token: text(env["WAEA_TOKEN"]),
  xdgConfigHome: text(env["XDG_CONFIG_HOME"]),
  home: text(env["HOME"]) ?? homedir(),
  noColor: (env["NO_COLOR"] ?? "") !== "",
  lang: text(env["WAEA_LANG"]),
});
