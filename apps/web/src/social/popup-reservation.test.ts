import { describe, expect, it } from "vitest";
import {
  IDP_POPUP_FEATURES,
  IDP_POPUP_NAME,
  popupReservation,
  type ReservedWindow,
} from "./popup-reservation";

const opener = () => {
  const opened: Array<{ name: string; features: string; window: ReservedWindow & { closes: number } }> = [];
  const open = (name: string, features: string) => {
    const window = {
      closes: 0,
      get closed() {
        return this.closes > 0;
      },
      close() {
        this.closes += 1;
      },
    };
    opened.push({ name, features, window });
    return window;
  };
  return { opened, open };
};

const ids = { google: "client-id", apple: undefined, facebook: undefined };

describe("the consent popup reserved in the button press (AUTH-03)", () => {
  it("opens the simulated provider's named window at once, and closes it if the sign-in left it open", () => {
    const { opened, open } = opener();
    const release = popupReservation({ socialClientIds: ids, socialSimulator: true }, open)("APPLE");
    expect(opened.map(({ name, features }) => [name, features])).toEqual([
      [IDP_POPUP_NAME, IDP_POPUP_FEATURES],
    ]);
    release();
    expect(opened[0]?.window.closed).toBe(true);
  });

  it("leaves a window the person already closed alone", () => {
    const { opened, open } = opener();
    const release = popupReservation({ socialClientIds: ids, socialSimulator: true }, open)("FACEBOOK");
    opened[0]?.window.close();
    release();
    expect(opened[0]?.window.closes).toBe(1);
  });

  it("reserves nothing for a provider with its own script, or with the simulator off", () => {
    const { opened, open } = opener();
    popupReservation({ socialClientIds: ids, socialSimulator: true }, open)("GOOGLE")();
    popupReservation({ socialClientIds: ids, socialSimulator: false }, open)("APPLE")();
    expect(opened).toEqual([]);
  });
});
