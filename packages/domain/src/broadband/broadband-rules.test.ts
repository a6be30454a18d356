import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { checkAvailability, visitKind } from "./availability";
import { shouldSearchAddress } from "./broadband-location";
import { networkOf } from "./broadband-plan";
import { emptyFibrePage, pageOf } from "./fibre-records";
import { customerPlansOf, fwaProductState, fwaProductStateKey, isDeleted, requireFwaPlans } from "./fwa";
import { modemSearchRequest, requireModems, type Modem } from "./modem";
import { ORDER_POLL_INTERVAL_MS, orderStatusDecision } from "./order-status";
import { bookableSlots, chooseSlot, slotsByDay, visitMode } from "./time-slots";

describe("availability", () => {
  it("accepts the three ordering statuses and refuses anything else", () => {
    expect(checkAvailability("service_available")).toEqual(Either.right("service_available"));
    expect(checkAvailability("service_scope_required")).toEqual(Either.right("service_scope_required"));
    expect(checkAvailability("service_installation_required")).toEqual(
      Either.right("service_installation_required"),
    );
    expect(checkAvailability("service_unavailable")).toEqual(Either.left("broadband.no_fibre_services"));
    expect(checkAvailability("")).toEqual(Either.left("broadband.no_fibre_services"));
  });
  it("books a scope visit when scoping is required and an install otherwise", () => {
    expect(visitKind("service_scope_required")).toBe("scope");
    expect(visitKind("service_installation_required")).toBe("install");
    expect(visitKind("service_available")).toBe("install");
    expect([visitMode("scope"), visitMode("install")]).toEqual(["SCOPE", "INSTALL"]);
  });
});

describe("order status", () => {
  it("COMPLETED or PROCESSING is success", () => {
    expect(orderStatusDecision({ Status: "COMPLETED" })).toEqual({ _tag: "Success" });
    expect(orderStatusDecision({ Status: "processing" })).toEqual({ _tag: "Success" });
  });
  it("FAILED rejects with the first order note, else 'Order failed', as an order status error", () => {
    expect(
      orderStatusDecision({
        Status: "FAILED",
        OrderNotes: [{ Note: " " }, { Note: "Address not found" }, { Note: "x" }],
      }),
    ).toEqual({
      _tag: "Failed",
      note: "Address not found",
      key: "broadband.order_failed",
      orderStatusError: true,
    });
    expect(orderStatusDecision({ Status: "FAILED" })).toMatchObject({
      note: undefined,
      key: "broadband.order_failed",
    });
  });
  it("polls any other status again", () => {
    expect(orderStatusDecision({ Status: "NEW" })).toEqual({ _tag: "Poll" });
    expect(ORDER_POLL_INTERVAL_MS).toBe(250);
  });
});

describe("fixed wireless", () => {
  it("classifies product status 2, 4 and other", () => {
    expect(fwaProductState({ Status: 2 })).toBe("not_activated");
    expect(fwaProductState({ Status: 4 })).toBe("active");
    expect(fwaProductState({ Status: 7 })).toBe("not_active");
    expect(["active", "not_activated", "not_active"].map((s) => fwaProductStateKey(s as "active"))).toEqual([
      "account.status.active",
      "account.status.not_activated",
      "account.status.not_active",
    ]);
    expect([isDeleted({}), isDeleted({ DeletedAtNanos: 0 }), isDeleted({ DeletedAtNanos: 5 })]).toEqual([
      false,
      false,
      true,
    ]);
  });
  it("says 'No FWA Plans data' and 'No modem data' when there are none", () => {
    expect(requireFwaPlans(undefined)).toEqual(Either.left("broadband.no_fwa_plans"));
    expect(requireFwaPlans([])).toEqual(Either.left("broadband.no_fwa_plans"));
    expect(customerPlansOf({})).toEqual([]);
    expect(customerPlansOf({ BroadbandPlans: {} })).toEqual([]);
    expect(requireModems(undefined)).toEqual(Either.left("broadband.no_modem_data"));
    expect(requireModems({ ItemVariants: [] })).toEqual(Either.left("broadband.no_modem_data"));
    const modem = { UUID: "m" } as unknown as Modem;
    expect(requireModems({ ItemVariants: [modem] })).toEqual(Either.right([modem]));
  });
  it("searches modems a page of 10 at a time by name descending, FWA only, deleted left out", () => {
    expect(modemSearchRequest(2)).toEqual({
      SearchOptions: { PageNumber: 2, PageSize: 10, SortField: "Name", SortOrder: "DESC" },
      IncludeDeleted: false,
      SPID: 67,
      Facets: [{ Name: "NetworkType", Value: "FWA" }],
    });
    expect(modemSearchRequest().SearchOptions.PageNumber).toBe(0);
  });
});

describe("time slots", () => {
  const slots = [
    { Start: "2030-01-07T09:00:00Z", End: "2030-01-07T12:00:00Z" },
    { Start: "2030-01-06T13:00:00Z", End: "2030-01-06T17:00:00Z" },
    { Start: "2020-01-01T09:00:00Z", End: "2020-01-01T12:00:00Z" },
    { Start: "whenever", End: "later" },
  ];
  const now = Date.parse("2029-12-31T00:00:00Z");
  it("offers future slots earliest first", () => {
    expect(bookableSlots(slots, now).map((slot) => slot.Start)).toEqual([
      "2030-01-06T13:00:00Z",
      "2030-01-07T09:00:00Z",
    ]);
  });
  it("books only a slot still offered", () => {
    expect(chooseSlot(slots, "2030-01-07T09:00:00.000Z", now)).toEqual(Either.right(slots[0]));
    expect(chooseSlot(slots, "2020-01-01T09:00:00Z", now)).toEqual(
      Either.left("broadband.slot_not_available"),
    );
    expect(chooseSlot(slots, "2030-02-01T09:00:00Z", now)).toEqual(
      Either.left("broadband.slot_not_available"),
    );
  });
  it("groups slots by the NZ day they start on, with its weekday, in the order given", () => {
    // 2030-01-06T13:00Z is 7 January in NZ (NZDT, +13), the same NZ day as 2030-01-07T09:00Z (22:00 NZ).
    const days = slotsByDay([
      { Start: "2030-01-05T20:00:00Z", End: "2030-01-05T23:00:00Z" },
      { Start: "2030-01-06T13:00:00Z", End: "2030-01-06T17:00:00Z" },
      { Start: "2030-01-07T09:00:00Z", End: "2030-01-07T10:00:00Z" },
      { Start: "whenever", End: "later" },
    ]);
    expect(days.map((day) => [day.day, day.weekday, day.slots.length])).toEqual([
      ["2030-01-06", 0, 1],
      ["2030-01-07", 1, 2],
    ]);
  });
});

describe("small rules", () => {
  it("maps product types to networks and searches addresses from 3 characters", () => {
    expect([networkOf("UFB"), networkOf("FWA")]).toEqual(["ufb", "fwa"]);
    expect([shouldSearchAddress(" 12 "), shouldSearchAddress("12 Q")]).toEqual([false, true]);
  });
  it("pages fibre lists from page 1, a 404 being an empty page", () => {
    expect(pageOf(["a", "b", "c"], { PageNumber: 2, PageItemCount: 2 })).toEqual({
      Items: ["c"],
      PageInfo: { PageNumber: 2, PageItemCount: 2, TotalPages: 2, TotalItemCount: 3, IndexStart: 2 },
    });
    expect(emptyFibrePage({ PageNumber: 1, PageItemCount: 20 }).PageInfo.TotalPages).toBe(0);
  });
});
