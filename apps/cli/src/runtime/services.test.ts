// The live composition (services.ts) over the fake API in process: the adapters' HTTP client with the stored
// session, the file store under $XDG_CONFIG_HOME/waea, and what the CLI makes of replies it cannot use.
import { chmodSync, lstatSync, readFileSync, renameSync, statSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { StorageKeys } from "@waea/domain/ports";
import { DEMO_PASSWORD } from "@waea/fake-api/in-process";
import { ExitCodes } from "../exit-codes";
import { OPS } from "../testing/demo";
import { cli, signedIn, storedJwt, withFakeApi } from "../testing/harness";
import { answering, jsonReply, recording } from "../testing/transport";

const api = withFakeApi();
const HOUR = 60 * 60 * 1000;

describe("the live composition (CLI-01)", () => {
  it("sends the stored token as a bearer header, never in the URL", async () => {
    const sent = recording();
    const on = await signedIn(api(), OPS, undefined, { fetch: sent.wrap });
    const jwt = await storedJwt(on);
    expect((await cli(on, ["accounts", "list"])).code).toBe(ExitCodes.ok);
    expect(sent.sent.length).toBeGreaterThan(1);
    for (const request of sent.sent) {
      expect(request.auth).toBe(`Bearer ${jwt}`);
      expect(request.url).not.toContain(jwt);
    }
  });

  it("a 5xx is the spec's 'try again later': exit 1, the session kept", async () => {
    const down = answering("customer.customerUuids", () => jsonReply(503, {}));
    const on = await signedIn(api(), OPS, undefined, { fetch: down, onDisk: true });
    const run = await cli(on, ["accounts", "list"]);
    expect(run.code).toBe(ExitCodes.failure);
    expect(run.stderr).toBe("waea: Please try again later.\n");
    expect(await on.stored(StorageKeys.auth)).toBeDefined();
  });

  it("a 401 ends the stored session: exit 4, the session file emptied of it", async () => {
    const on = await signedIn(api(), OPS, undefined, { clockBehindMillis: 2 * HOUR, onDisk: true });
    api().clock.advance(2 * HOUR);
    const run = await cli(on, ["--json", "accounts", "list"]);
    expect(run.code).toBe(ExitCodes.notSignedIn);
    expect(JSON.parse(run.stdout)).toMatchObject({ error: { kind: "not_signed_in", exitCode: 4 } });
    expect(readFileSync(join(on.configHome, "waea", "session.json"), "utf8")).not.toContain(StorageKeys.auth);
    expect((await cli(on, ["whoami"])).code).toBe(ExitCodes.notSignedIn);
  });

  it("warns on stderr about a session file open to others, tightens it and carries on", async () => {
    const on = await signedIn(api(), OPS, undefined, { onDisk: true });
    const file = join(on.configHome, "waea", "session.json");
    chmodSync(file, 0o644);
    const run = await cli(on, ["--json", "whoami"]);
    expect(run.code).toBe(ExitCodes.ok);
    expect(run.stderr).toContain(
      `The session file ${file} was open to other users (mode 0644); it is now 0600.`,
    );
    expect(() => JSON.parse(run.stdout)).not.toThrow();
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("never follows a session file that is a symbolic link: the target keeps its mode, a sign-in replaces the link", async () => {
    const on = await signedIn(api(), OPS, undefined, { onDisk: true });
    const file = join(on.configHome, "waea", "session.json");
    const target = join(on.configHome, "elsewhere.json");
    renameSync(file, target);
    chmodSync(target, 0o644);
    symlinkSync(target, file);
    const run = await cli(on, ["whoami"]);
    expect(run.code).toBe(ExitCodes.notSignedIn);
    expect(run.stderr).toContain(`The session file ${file} is a symbolic link`);
    expect(statSync(target).mode & 0o777).toBe(0o644);
    const login = await cli(on, ["login", OPS, "--password-stdin"], {
      terminal: { input: `${DEMO_PASSWORD}\n` },
    });
    expect(login.code).toBe(ExitCodes.ok);
    expect(lstatSync(file).isSymbolicLink()).toBe(false);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(target).mode & 0o777).toBe(0o644);
  });
});
