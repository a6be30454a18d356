import { describe, expect, it } from "vitest";
import { ApiFailure, DecodeError, Forbidden, NetworkError, Unauthorized } from "../ports";
import { canPortingAction, canRequestPorting, portingActionsFor } from "./porting-actions";
import { portingErrorMessage, portingErrorMessageOf } from "./porting-error";
import { portingLookupNumber } from "./porting-number";
import {
  PORTING_FORWARD_STEPS,
  PORTING_STEPS,
  isPortingTerminal,
  parsePortingStatus,
  portingLabelKey,
  portingOrder,
  portingTooltipKey,
  portingView,
} from "./porting-state";

describe("porting states (SIM-06)", () => {
  it("numbers the 11 steps with 6 and 10 blank", () => {
    expect(PORTING_STEPS).toHaveLength(11);
    expect(PORTING_STEPS.filter((s) => s.state === undefined).map((s) => s.number)).toEqual([6, 10]);
    expect(portingOrder("PORT_COMPLETED")).toBe(7);
    expect(portingOrder("SERVICE_ACTIVATION_FAILED")).toBe(11);
    expect(portingOrder("SERVICE_ACTIVATION_COMPLETED")).toBe(10);
  });
  it("lists the forward steps: 1 to 5 in progress, then 7 completed", () => {
    expect(PORTING_FORWARD_STEPS).toEqual([
      { number: 1, state: "PORT_REQUESTED" },
      { number: 2, state: "PORT_VALIDATED" },
      { number: 3, state: "PORT_APPROVED" },
      { number: 4, state: "INTRA_CARRIER_WAIT" },
      { number: 5, state: "NETWORK_PROVISIONING" },
      { number: 7, state: "PORT_COMPLETED" },
    ]);
  });
  it("parses names and numbers", () => {
    expect(parsePortingStatus("PORT_APPROVED")).toEqual({ _tag: "State", state: "PORT_APPROVED" });
    expect(parsePortingStatus(" port_rejected ")).toEqual({ _tag: "State", state: "PORT_REJECTED" });
    expect(parsePortingStatus(9)).toEqual({ _tag: "State", state: "PORT_REJECTED" });
    expect(parsePortingStatus("11")).toEqual({ _tag: "State", state: "SERVICE_ACTIVATION_FAILED" });
    expect(parsePortingStatus("6")).toEqual({ _tag: "BlankStep", number: 6 });
    expect(parsePortingStatus("12")).toEqual({ _tag: "None" });
    expect(parsePortingStatus("SOMETHING")).toEqual({ _tag: "None" });
    expect(parsePortingStatus(undefined)).toEqual({ _tag: "None" });
    expect(parsePortingStatus(null)).toEqual({ _tag: "None" });
  });
  it("gives label and tooltip keys", () => {
    expect(portingLabelKey("INTRA_CARRIER_WAIT")).toBe("porting.state_intra_carrier_wait");
    expect(portingTooltipKey("PORT_CANCELED")).toBe("porting.state_port_canceled_tooltip");
    expect(portingView("3")).toEqual({
      phase: "in_progress",
      labelKey: "porting.state_port_approved",
      tooltipKey: "porting.state_port_approved_tooltip",
      step: 3,
    });
    expect(portingView(10)).toMatchObject({
      phase: "in_progress",
      labelKey: "porting.state_in_progress",
      step: 10,
    });
    expect(portingView("")).toEqual({
      phase: "none",
      labelKey: undefined,
      tooltipKey: undefined,
      step: undefined,
    });
    expect(portingView("SERVICE_ACTIVATION_COMPLETED")).toMatchObject({
      phase: "completed",
      step: undefined,
    });
  });
  it("tells terminal from in progress", () => {
    expect(isPortingTerminal("PORT_COMPLETED")).toBe(true);
    expect(isPortingTerminal("PORT_REJECTED")).toBe(true);
    expect(isPortingTerminal("NETWORK_PROVISIONING")).toBe(false);
  });
});

describe("porting actions", () => {
  it("cancel until network provisioning or after a rejection, retry after rejection or failed activation, confirm while waiting", () => {
    expect(portingActionsFor("PORT_REQUESTED")).toEqual(["cancel"]);
    expect(portingActionsFor("INTRA_CARRIER_WAIT")).toEqual(["cancel", "action"]);
    expect(portingActionsFor("NETWORK_PROVISIONING")).toEqual([]);
    expect(portingActionsFor("PORT_REJECTED")).toEqual(["retry", "cancel"]);
    expect(portingActionsFor("SERVICE_ACTIVATION_FAILED")).toEqual(["retry"]);
    expect(portingActionsFor("PORT_COMPLETED")).toEqual([]);
    expect(canPortingAction("PORT_CANCELED", "retry")).toBe(false);
  });
  it("a new request only when nothing is under way", () => {
    expect(canRequestPorting(undefined)).toBe(true);
    expect(canRequestPorting("PORT_CANCELED")).toBe(true);
    expect(canRequestPorting("SERVICE_ACTIVATION_COMPLETED")).toBe(true);
    expect(canRequestPorting("PORT_COMPLETED")).toBe(true);
    expect(canRequestPorting("PORT_VALIDATED")).toBe(false);
    expect(canRequestPorting("PORT_REJECTED")).toBe(false);
  });
});

describe("porting error message rule", () => {
  it("shows the server message for 400-599 except 500", () => {
    expect(portingErrorMessage(400, "Number is not portable")).toEqual({
      key: "porting.server_message",
      message: "Number is not portable",
    });
    expect(portingErrorMessage(599, "x")).toEqual({ key: "porting.server_message", message: "x" });
    expect(portingErrorMessage(501, "x")).toMatchObject({ key: "porting.server_message" });
  });
  it("says try again later otherwise", () => {
    expect(portingErrorMessage(500, "boom")).toEqual({ key: "porting.try_again_later" });
    expect(portingErrorMessage(399, "x")).toEqual({ key: "porting.try_again_later" });
    expect(portingErrorMessage(600, "x")).toEqual({ key: "porting.try_again_later" });
    expect(portingErrorMessage(404, "  ")).toEqual({ key: "porting.try_again_later" });
    expect(portingErrorMessage(undefined, "x")).toEqual({ key: "porting.try_again_later" });
  });
  it("applies to API errors", () => {
    expect(portingErrorMessageOf(new ApiFailure({ call: "c", status: 409, message: "busy" }))).toEqual({
      key: "porting.server_message",
      message: "busy",
    });
    expect(portingErrorMessageOf(new Forbidden({ call: "c", message: "no" }))).toMatchObject({
      message: "no",
    });
    expect(portingErrorMessageOf(new Unauthorized({ call: "c", message: "out" }))).toMatchObject({
      message: "out",
    });
    expect(portingErrorMessageOf(new NetworkError({ call: "c", message: "x" }))).toEqual({
      key: "porting.try_again_later",
    });
    expect(portingErrorMessageOf(new DecodeError({ call: "c", field: "f", message: "x" }))).toEqual({
      key: "porting.try_again_later",
    });
  });
});

describe("lookup number", () => {
  it("drops a leading plus", () => {
    expect(portingLookupNumber("+64211234567")).toBe("64211234567");
    expect(portingLookupNumber(" +64 21 (123) 4567 ")).toBe("64211234567");
    expect(portingLookupNumber("021-123-4567")).toBe("0211234567");
  });
});
