import {
  bookVisit,
  networkOf,
  visitKind,
  visitTimeSlots,
  type StoredBroadbandOrder,
  type VisitFacts,
} from "@waea/domain/broadband";
import { parseOperatorDateTime } from "@waea/domain/calendar";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../app/app-context";
import { Card } from "../../components/card/card";
import { RadioChoice } from "../../components/choice-list/radio-choice";
import { ErrorState } from "../../components/error-state/error-state";
import { Form } from "../../components/form/form";
import { FormAlert } from "../../components/form-alert";
import { NzDate } from "../../components/nz-date";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { SubmitButton } from "../../components/submit-button";
import { useLoad } from "../../components/use-load";
import type { DialogText } from "../../dialogs/dialog-store";
import { DEFECT_TEXT, errorText, failureText } from "../../dialogs/error-text";
import styles from "./broadband.module.css";

const factsOf = (order: StoredBroadbandOrder): VisitFacts => ({
  network: networkOf(order.flow.plan?.BroadbandProductType ?? "UFB"),
  orderUUID: order.flow.uuid ?? "",
  customerUUID: order.customerUUID,
  visit: visitKind(order.flow.availability ?? "service_available"),
});

/**
 * The last step (BB-01): the install visit, or the scope visit where the premises needs scoping first (only that
 * one is offered), booked from the order's free time slots.
 */
export const BookingStep = ({
  order,
  onBooked,
}: {
  readonly order: StoredBroadbandOrder;
  readonly onBooked: () => void;
}) => {
  const { t } = useTranslation(["broadband", "errors"]);
  const runtime = useRuntime();
  const facts = factsOf(order);
  const slots = useLoad(() => visitTimeSlots(facts), `${facts.orderUUID}/${facts.visit}`);
  const [start, setStart] = useState<string | undefined>(undefined);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const [booking, setBooking] = useState(false);
  const title = t(facts.visit === "scope" ? "broadband:visit_scope" : "broadband:visit_install");

  if (slots.state.status === "loading")
    return (
      <SkeletonGroup>
        <Skeleton shape="card" height="16rem" />
      </SkeletonGroup>
    );
  if (slots.state.status !== "ready") {
    const text = slots.state.status === "failed" ? errorText(slots.state.error) : DEFECT_TEXT;
    return <ErrorState title={title} message={t(text.key, text.params ?? {})} onRetry={slots.reload} />;
  }
  const offered = slots.state.value;
  const chosen = start ?? offered[0]?.Start;

  const book = async (): Promise<void> => {
    if (chosen === undefined) return;
    setAlert(undefined);
    setBooking(true);
    const booked = await runtime.run(bookVisit({ ...facts, flow: order.flow, start: chosen }), {
      report: false,
    });
    setBooking(false);
    if (booked.ok) onBooked();
    else {
      setAlert(failureText(booked));
      slots.reload();
    }
  };

  return (
    <Card title={title}>
      <p>{t(facts.visit === "scope" ? "broadband:flow_scope_text" : "broadband:flow_install_text")}</p>
      <Form onSubmit={book}>
        <fieldset className={styles.choices}>
          <legend>{t("broadband:flow_slots")}</legend>
          {offered.map((slot) => (
            <RadioChoice
              key={slot.Start}
              name="slot"
              value={slot.Start}
              checked={slot.Start === chosen}
              onChoose={() => setStart(slot.Start)}
              className={styles.choice ?? ""}
            >
              <NzDate millis={parseOperatorDateTime(slot.Start) ?? Number.NaN} style="date-time" />
              {" – "}
              <NzDate millis={parseOperatorDateTime(slot.End) ?? Number.NaN} style="time" />
            </RadioChoice>
          ))}
        </fieldset>
        <FormAlert text={alert} />
        <div className="actions">
          <SubmitButton pending={booking}>{t("broadband:flow_book")}</SubmitButton>
        </div>
      </Form>
    </Card>
  );
};
