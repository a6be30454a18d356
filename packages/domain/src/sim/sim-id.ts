import * as Either from "effect/Either";
import { parseSimId } from "../validation";

export type SimIdError = "sim.sim_id_required" | "sim.sim_id_invalid";

export const normaliseSimId = (input: string): string => input.replace(/[\s-]/g, "");

/** The SIM ID rule lives in validation (one ICCID pattern); this names the SIM context's own message keys. */
export const validateSimId = (input: string | undefined): Either.Either<string, SimIdError> => {
  if (normaliseSimId(input ?? "") === "") return Either.left("sim.sim_id_required");
  const simId = parseSimId(input ?? "");
  return simId === undefined ? Either.left("sim.sim_id_invalid") : Either.right(simId);
};
