import {
  bookVisit,
  networkOf,
  slotsByDay,
  visitKind,
  visitTimeSlots,
  type StoredBroadbandOrder,
  type VisitFacts,
} from "@waea/domain/broadband";
import { nzLocalTime, parseOperatorDateTime } from "@waea/domain/calendar";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../app/app-context";
import { Card } from "../../components/card/card";
import { RadioChoice } from "../../components/choice-list/radio-choice";
import { Form } from "../../components/form/form";
import { FormAlert } from "../../components/form-alert";
import { Loaded } from "../../components/loaded/loaded";
import { NzDate } from "../../components/nz-date";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { SubmitButton } from "../../components/submit-button";
import { useLoad } from "../../components/use-load";
import type { DialogText } from "../../dialogs/dialog-store";
import { failureText } from "../../dialogs/error-text";
import styles from "./broadband.module.css";

const two = (value: number): string => value.toString().padStart(2, "0");

/** A slot's start or end as NZ wall-clock hours and minutes ("09:00"): the day is the heading above it. */
const Clock = ({ at }: { readonly at: string }) => {
  const millis = parseOperatorDateTime(at);
  if (millis === undefined) return null;
  const { hour, minute } = nzLocalTime(millis);
  return <time dateTime={new Date(millis).toISOString()}>{`${two(hour)}:${two(minute)}`}</time>;
};

const factsOf = (order: StoredBroadbandOrder): VisitFacts => ({
  network: networkOf(order.flow.plan?.BroadbandProductType ?? "UFB"),
  orderUUID: order.flow.uuid ?? "",
  customerUUID: order.customerUUID,
  visit: visitKind(order.flow.availability ?? "service_available"),
});

/**
 * The last step (BB-01): the install visit, or the scope visit where the premises needs scoping first (only that
 * one is offered), booked from the order's free time slots: one radio group, its slots under a heading per day
 * (a weekday and date), each slot a time range in a wrap, so a phone shows a few days rather than one long column.
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

  return (
    <Loaded
      load={slots}
      skeleton={
        <SkeletonGroup>
          <Skeleton shape="card" height="16rem" />
        </SkeletonGroup>
      }
    >
      {(offered) => {
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
                {slotsByDay(offered).map((day) => (
                  <fieldset key={day.day} className={styles.slotDay}>
                    <legend>
                      {t(`broadband:weekday_${day.weekday}`)}{" "}
                      <NzDate millis={parseOperatorDateTime(day.slots[0]?.Start ?? "") ?? Number.NaN} />
                    </legend>
                    <div className={styles.slots}>
                      {day.slots.map((slot) => (
                        <RadioChoice
                          key={slot.Start}
                          name="slot"
                          value={slot.Start}
                          checked={slot.Start === chosen}
                          onChoose={() => setStart(slot.Start)}
                          className={styles.slot ?? ""}
                        >
                          <span>
                            <Clock at={slot.Start} />
                            {" – "}
                            <Clock at={slot.End} />
                          </span>
                        </RadioChoice>
                      ))}
                    </div>
                  </fieldset>
                ))}
              </fieldset>
              <FormAlert text={alert} />
              <div className="actions">
                <SubmitButton pending={booking}>{t("broadband:flow_book")}</SubmitButton>
              </div>
            </Form>
          </Card>
        );
      }}
    </Loaded>
  );
};
