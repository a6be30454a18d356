import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import type { Validated } from "../validation";
import { validateGuestForm, type GuestForm, type GuestFormField, type GuestFormInput } from "./guest-form";

/**
 * The guest form checked against today (GST-01, GST-02): the card's expiry month is judged on Effect's Clock, so a
 * page runs it (`Effect.runSync` needs no layer: the live clock) and a test pins the month with TestClock.
 */
export const checkGuestForm = (input: GuestFormInput): Effect.Effect<Validated<GuestForm, GuestFormField>> =>
  Effect.map(Clock.currentTimeMillis, (nowMillis) => validateGuestForm(input, nowMillis));
