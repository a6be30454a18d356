import {
  chooseLocation,
  newBroadbandFlow,
  type BroadbandFlow,
  type BroadbandLocation,
  type BroadbandNetwork,
  type BroadbandPlan,
  type Modem,
  type StoredBroadbandOrder,
} from "@waea/domain/broadband";
import * as Effect from "effect/Effect";
import { useState } from "react";
import { useRuntime } from "../../app/app-context";
import type { DialogText } from "../../dialogs/dialog-store";
import { failureText } from "../../dialogs/error-text";

/** What the plan step offers at the chosen address: the plans and, for fixed wireless, the modems. */
export interface Offer {
  readonly plans: ReadonlyArray<BroadbandPlan>;
  readonly modems: ReadonlyArray<Modem>;
}

/**
 * The broadband flow on the page (BB-01): the domain's flow value moved on step by step (the Stepper shows the
 * domain's nextStep of it), the offer at the chosen address, and the placed order once there is one.
 */
export const useBroadbandFlow = (
  resumed: StoredBroadbandOrder | undefined,
  draft: BroadbandFlow | undefined,
) => {
  const runtime = useRuntime();
  const [flow, setFlow] = useState<BroadbandFlow>(resumed?.flow ?? draft ?? newBroadbandFlow("broadband"));
  const [order, setOrder] = useState<StoredBroadbandOrder | undefined>(resumed);
  const [offer, setOffer] = useState<Offer | undefined>(undefined);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  /** The address is chosen: its availability and offer are read ('No Fibre services available' otherwise). */
  const checkAddress = async (network: BroadbandNetwork, location: BroadbandLocation): Promise<void> => {
    setAlert(undefined);
    setBusy(true);
    const loaded = await runtime.run(
      Effect.flatMap(
        Effect.promise(() => import("./offer-load")),
        ({ loadBroadbandOffer }) => loadBroadbandOffer(network, location),
      ),
      { report: false },
    );
    setBusy(false);
    if (!loaded.ok) {
      setAlert(failureText(loaded));
      setFlow((current) => chooseLocationOnly(current, location));
      return;
    }
    const { availability, serviceAvailabilityUUID, plans, modems } = loaded.value;
    setOffer({ plans, modems });
    setFlow((current) => ({
      ...chooseLocation(current, location),
      availability,
      service_id: serviceAvailabilityUUID,
      with_wifi_router: modems.length > 0,
    }));
  };

  const choosePlan = (plan: BroadbandPlan, modem: Modem | undefined): void =>
    setFlow((current) => {
      const { modem: _modem, ...rest } = current;
      return {
        ...rest,
        plan,
        with_wifi_router: modem !== undefined,
        ...(modem === undefined
          ? {}
          : { modem: { ID: modem.ItemUUID, Name: modem.Name, PriceCents: modem.Price } }),
      };
    });

  return {
    flow,
    offer,
    order,
    alert,
    busy,
    checkAddress,
    choosePlan,
    back: (to: BroadbandFlow) => setFlow(to),
    placed: (stored: StoredBroadbandOrder) => {
      setOrder(stored);
      setFlow(stored.flow);
    },
  };
};

/** A refused address stays shown as the one chosen, with nothing found there yet. */
const chooseLocationOnly = (flow: BroadbandFlow, location: BroadbandLocation): BroadbandFlow => {
  const { availability: _a, service_id: _s, ...rest } = chooseLocation(flow, location);
  return rest;
};
