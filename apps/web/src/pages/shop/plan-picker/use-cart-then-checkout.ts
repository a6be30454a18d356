import type { LocalCart } from "@waea/domain/cart";
import { staticHref } from "@waea/domain/routing";
import type * as Effect from "effect/Effect";
import { useState } from "react";
import { useLocation } from "wouter";
import { useRuntime } from "../../../app/app-context";
import type { AppServices } from "../../../app/services";
import type { DialogText } from "../../../dialogs/dialog-store";
import { errorText, type WebError } from "../../../dialogs/error-text";

/**
 * A shop form's submit: runs the use case that puts its choice in the cart, then goes on to the checkout; a refusal
 * (the domain's or the operator's) stays on the form as its alert, the cart unchanged.
 */
export const useCartThenCheckout = (): {
  readonly busy: boolean;
  readonly alert: DialogText | undefined;
  readonly send: <E extends WebError>(change: Effect.Effect<LocalCart, E, AppServices>) => Promise<void>;
} => {
  const runtime = useRuntime();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const send = async <E extends WebError>(change: Effect.Effect<LocalCart, E, AppServices>) => {
    setBusy(true);
    setAlert(undefined);
    const done = await runtime.run(change, { report: false });
    setBusy(false);
    if (done.ok) navigate(staticHref("checkout"));
    else if (!done.defect) setAlert(errorText(done.error));
  };
  return { busy, alert, send };
};
