import type { SocialClientIds } from "../config/settings-from-env";
import { runsSimulator } from "./choose-provider";
import type { SocialProvider } from "./social-sign-in";

/** The simulated provider's consent popup: its window name and features (simulated-provider.ts opens it by name). */
export const IDP_POPUP_NAME = "waea-idp";
export const IDP_POPUP_FEATURES = "popup,width=480,height=720";

/** A window as the reservation holds it. */
export interface ReservedWindow {
  readonly closed: boolean;
  readonly close: () => void;
}

/**
 * Opens the consent popup's window, blank, in the button press itself; answers how to give it back (closed if
 * still open once the sign-in is over). The sign-in's code loads after the press (the runtime, then the social
 * module): on a slow phone that can take longer than the press's user activation (5 s in Chromium), and a popup
 * opened after it is blocked. Opened now, the simulated provider later navigates this window by its name, which no
 * blocker stops. A provider with its own script (a client id) opens its own window: nothing is reserved for it.
 */
export type PopupReservation = (provider: SocialProvider) => () => void;

export const noPopupReservation: PopupReservation = () => () => undefined;

export const popupReservation =
  (
    config: { readonly socialClientIds: SocialClientIds; readonly socialSimulator: boolean },
    open: (name: string, features: string) => ReservedWindow | null = (name, features) =>
      window.open("", name, features),
  ): PopupReservation =>
  (provider) => {
    if (!runsSimulator(config.socialClientIds, config.socialSimulator, provider)) return () => undefined;
    const reserved = open(IDP_POPUP_NAME, IDP_POPUP_FEATURES);
    return () => {
      if (reserved !== null && !reserved.closed) reserved.close();
    };
  };
