import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { bookVisit, orderBroadband, visitTimeSlots, type VisitFacts } from "@waea/domain/broadband";
import { BroadbandApi } from "@waea/domain/broadband/api";
import { useFakeApi } from "../support/fake-api";
import { flowAt, orderInput, ordering } from "./broadband-fixtures";
import { isProductRead } from "./steer";

const api = useFakeApi();

/** fibre@waea.test has ordered fibre at 45 Cuba Street (an install visit is needed there). */
const orderedFibre = async () => {
  const { customer, log } = await ordering(api(), "fibre@waea.test", (request) => {
    if (isProductRead(request)) api().clock.advance(10_000);
  });
  const flow = await flowAt(customer, "ufb", "45 Cuba Street");
  const result = await customer.run(orderBroadband(orderInput(customer, flow)));
  if (result._tag !== "Ordered") throw new Error("the fibre order was not placed");
  const facts: VisitFacts = {
    network: "ufb",
    orderUUID: result.orderId,
    customerUUID: customer.customer,
    visit: result.visit,
  };
  return { customer, log, flow: result.flow, facts };
};

describe("booking the install or scope visit (BB-01, BB-02)", () => {
  it("offers the future windows, earliest first, and books one: the order carries the appointment", async () => {
    const { customer, flow, facts } = await orderedFibre();
    const slots = await customer.run(visitTimeSlots(facts));
    const now = api().clock.nowMillis();
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((slot) => Date.parse(slot.Start) > now)).toBe(true);
    expect(slots.map((slot) => slot.Start)).toEqual([...slots.map((slot) => slot.Start)].sort());
    const chosen = slots[1] ?? slots[0];
    const booked = await customer.run(bookVisit({ ...facts, flow, start: chosen?.Start ?? "" }));
    expect(booked).toMatchObject({
      flow: { booked: true },
      booking: { Status: "BOOKED", Start: chosen?.Start },
    });
    const order = await customer.run(
      Effect.flatMap(BroadbandApi, (broadband) => broadband.fibreGet("UFB_order", facts.orderUUID)),
    );
    expect(order).toMatchObject({ AppointmentStart: chosen?.Start, AppointmentEnd: chosen?.End });
  });

  it("asks again for a window not offered, without booking; says when no window is left", async () => {
    const { customer, flow, facts, log } = await orderedFibre();
    log.clear();
    expect(
      await customer.attempt(bookVisit({ ...facts, flow, start: "2020-01-06T20:00:00Z" })),
    ).toMatchObject({
      left: { _tag: "BroadbandRefused", key: "broadband.slot_not_available" },
    });
    expect(log.requests().filter((request) => request.startsWith("POST"))).toEqual([]);
    // other customers have booked every window (one installer a window): the world is filled in here
    const slots = await customer.run(visitTimeSlots(facts));
    slots.forEach((slot, n) => {
      api().store.world.broadband.bookings[`ufb:other-order-${n}`] = {
        Network: "ufb",
        OrderUUID: `other-order-${n}`,
        CustomerUUID: "another-customer",
        Mode: "INSTALL",
        Start: slot.Start,
        End: slot.End,
      };
    });
    expect(await customer.attempt(visitTimeSlots(facts))).toMatchObject({
      left: { _tag: "BroadbandRefused", key: "broadband.no_time_slots" },
    });
  });
});
