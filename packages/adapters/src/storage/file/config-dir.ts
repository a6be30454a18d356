import * as Path from "node:path";

/** The file the CLI keeps its session in, inside the config directory. */
export const SESSION_FILE_NAME = "session.json";

/** The environment variables the config directory depends on, as the CLI's env.ts passes them. */
export interface ConfigDirEnv {
  readonly XDG_CONFIG_HOME?: string | undefined;
}

/**
 * The CLI's config directory: `$XDG_CONFIG_HOME/waea`, or `<home>/.config/waea` when the variable is unset, empty or
 * relative (the XDG base directory spec says relative paths are invalid and must be ignored).
 */
export const resolveConfigDir = (env: ConfigDirEnv, home: string): string => {
  const xdg = env.XDG_CONFIG_HOME?.trim() ?? "";
  const base = xdg !== "" && Path.isAbsolute(xdg) ? xdg : Path.join(home, ".config");
  return Path.join(base, "waea");
};

export const sessionFilePath = (dir: string): string => Path.join(dir, SESSION_FILE_NAME);
