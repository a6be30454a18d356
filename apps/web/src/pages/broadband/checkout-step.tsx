import {
  broadbandOrderValue,
  installAddressOf,
  keepBroadbandDraft,
  type BroadbandFlow,
  type StoredBroadbandOrder,
} from "@waea/domain/broadband";
import type { CheckoutField } from "@waea/domain/checkout";
import { formatHref, staticHref } from "@waea/domain/routing";
import { message, type Message } from "@waea/domain/validation";
import * as Effect from "effect/Effect";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAppState, useRuntime } from "../../app/app-context";
import { AddressFields, type AddressLines } from "../../components/address-fields/address-fields";
import { Button } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { Form } from "../../components/form/form";
import { FormAlert } from "../../components/form-alert";
import { SubmitButton } from "../../components/submit-button";
import { useIntent } from "../../components/use-intent";
import type { DialogText } from "../../dialogs/dialog-store";
import { errorText } from "../../dialogs/error-text";
import { PaymentProgress } from "../top-up/top-up-progress";
import { SummaryFacts } from "./summary-step";
import styles from "./broadband.module.css";

type FieldMessages = Partial<Record<CheckoutField, ReadonlyArray<Message>>>;

/**
 * Checkout, the flow's own step (BB-01): what is being ordered (the summary's facts), the install address (from the premises, correctable), then the order paid
 * by card through the domain's placeBroadbandOrder (the card confirmation the payment pages use). An address without
 * a street, a city or a postcode gets the spec's messages beside its fields and nothing is sent. Signed out, the
 * step asks to sign in first and comes back here with the choices kept.
 */
export const CheckoutStep = ({
  flow,
  customerUUID,
  returnTo,
  onPlaced,
}: {
  readonly flow: BroadbandFlow;
  readonly customerUUID: string | undefined;
  /** The page signing in comes back to: the network's checkout page. */
  readonly returnTo: string;
  readonly onPlaced: (order: StoredBroadbandOrder) => void;
}) => {
  const { t } = useTranslation(["broadband", "checkout", "validation"]);
  const runtime = useRuntime();
  const [, navigate] = useLocation();
  // The choices so far are kept while the visitor signs in: the flow comes back here with them.
  const signIn = async (): Promise<void> => {
    await runtime.run(keepBroadbandDraft(flow));
    navigate(formatHref(staticHref("sign-in"), { redirect: returnTo }));
  };
  if (customerUUID === undefined)
    return (
      <Card title={t("broadband:flow_checkout_title")}>
        <p>{t("broadband:flow_sign_in_text")}</p>
        <div className="actions">
          <Button variant="primary" onClick={() => void signIn()}>
            {t("broadband:flow_sign_in")}
          </Button>
        </div>
      </Card>
    );
  return <CheckoutForm flow={flow} customerUUID={customerUUID} onPlaced={onPlaced} />;
};

const CheckoutForm = ({
  flow,
  customerUUID,
  onPlaced,
}: {
  readonly flow: BroadbandFlow;
  readonly customerUUID: string;
  readonly onPlaced: (order: StoredBroadbandOrder) => void;
}) => {
  const { t } = useTranslation(["broadband", "checkout", "validation"]);
  const runtime = useRuntime();
  const { settings } = useAppState();
  const intent = useIntent();
  const start = flow.location === undefined ? undefined : installAddressOf(flow.location);
  const [fields, setFields] = useState<AddressLines>({
    street: start?.Lines[0] ?? "",
    suburb: start?.Lines[1] ?? "",
    city: start?.City ?? "",
    postcode: start?.Postcode ?? "",
  });
  const [errors, setErrors] = useState<FieldMessages>({});
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const [paying, setPaying] = useState(false);

  const pay = async (): Promise<void> => {
    setAlert(undefined);
    setErrors({});
    setPaying(true);
    const key = await intent.key();
    const placed = await runtime.run(
      Effect.flatMap(
        Effect.promise(() => import("./place-order-load")),
        ({ placeBroadbandOrder }) =>
          placeBroadbandOrder({
            flow,
            customerUUID,
            address: {
              ...(start ?? {}),
              Lines: [fields.street, fields.suburb].filter((line) => line.trim() !== ""),
              City: fields.city,
              Postcode: fields.postcode,
              Country: start?.Country ?? "New Zealand",
            },
            method: "card",
            flags: settings.flags,
            origin: window.location.origin,
            ...(key === undefined ? {} : { intent: key }),
          }),
      ),
      { report: false },
    );
    setPaying(false);
    if (placed.ok) {
      intent.end();
      if (placed.value._tag === "Placed")
        onPlaced({ flow: placed.value.flow, customerUUID, before: placed.value.before });
      else window.location.assign(placed.value.returnUrl);
      return;
    }
    if (placed.defect) return;
    const error = placed.error;
    if (error._tag === "CheckoutRefused" && error.issues.some((issue) => issue.field !== undefined)) {
      const byField: FieldMessages = {};
      for (const issue of error.issues)
        if (issue.field !== undefined)
          byField[issue.field] = [...(byField[issue.field] ?? []), message(issue.key)];
      setErrors(byField);
      return;
    }
    if (error._tag !== "ApiFailure" && error._tag !== "NetworkError") intent.end();
    setAlert(errorText(error));
  };

  return (
    <>
      {paying ? <PaymentProgress amountCents={broadbandOrderValue(flow)} /> : null}
      <Card title={t("broadband:checkout_your_order")}>
        <SummaryFacts flow={flow} />
      </Card>
      <Card title={t("broadband:flow_checkout_title")}>
        <Form onSubmit={pay} className={styles.form ?? ""}>
          <fieldset className={styles.address}>
            <legend>{t("broadband:flow_install_address")}</legend>
            <AddressFields
              value={fields}
              onPart={(part, value) => setFields((current) => ({ ...current, [part]: value }))}
              errors={(part) => errors[part]}
            />
          </fieldset>
          <p>{t("broadband:flow_pay_text")}</p>
          <FormAlert text={alert} />
          <div className="actions">
            <SubmitButton pending={paying}>{t("broadband:flow_pay")}</SubmitButton>
          </div>
        </Form>
      </Card>
    </>
  );
};
