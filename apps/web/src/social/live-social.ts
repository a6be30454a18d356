import type { SocialClientIds } from "../config/settings-from-env";
import { chooseSocialSignIn } from "./choose-provider";
import { makeProviderSignIn } from "./provider-scripts";
import { makeSimulatedSignIn } from "./simulated-provider";
import type { SocialSignIn } from "./social-sign-in";

export interface LiveSocialOptions {
  readonly clientIds: SocialClientIds;
  /** The fake API's simulated identity provider is offered where a provider has no client id. */
  readonly simulator: boolean;
  readonly apiUrl: string;
  readonly language: () => string;
}

/** The running portal's social sign-in (AUTH-03): chooseSocialSignIn over the providers' scripts and the simulator. */
export const makeLiveSocialSignIn = (options: LiveSocialOptions): SocialSignIn =>
  chooseSocialSignIn(
    options.clientIds,
    makeProviderSignIn(options.clientIds),
    options.simulator
      ? makeSimulatedSignIn({ apiUrl: options.apiUrl, language: options.language })
      : undefined,
  );
