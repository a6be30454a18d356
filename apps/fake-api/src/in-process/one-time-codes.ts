import { mfaCodeFor } from "../handlers/auth";
import { loginByEmail } from "../handlers/auth-sign-in";
import type { WorldStore } from "../world/store";

export interface OneTimeCodes {
  readonly oneTimeCode: string | undefined;
  /** By customer account UUID. */
  readonly emailVerificationSecrets: Readonly<Record<string, string>>;
  readonly mfaCodes: Readonly<Record<string, string>>;
}

/** The codes the world has sent to a login's e-mail (the control door `codes` reads the same). */
export const oneTimeCodes = (store: WorldStore, email: string): OneTimeCodes => {
  const core = store.world.core;
  const login = loginByEmail(core, email);
  if (login === undefined) throw new Error(`no login with the e-mail ${email}`);
  return {
    oneTimeCode: core.oneTimeCodes[login.UUID]?.Code,
    emailVerificationSecrets: Object.fromEntries(
      login.CustomerUUIDs.flatMap((uuid) => {
        const secret = core.emailSecrets[uuid];
        return secret === undefined ? [] : [[uuid, secret]];
      }),
    ),
    mfaCodes: Object.fromEntries(login.CustomerUUIDs.map((uuid) => [uuid, mfaCodeFor(store.keys, uuid)])),
  };
};
