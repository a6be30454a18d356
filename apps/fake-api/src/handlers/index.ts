import type { Contract } from "@waea/adapters/http/contract";
import type { Handlers } from "../server/handler";
import { authHandlers } from "./auth";
import { billingHandlers } from "./billing";
import { idpHandlers } from "./idp";

/** One handler per contract entry: a context that adds calls to the contract adds its handlers here. */
export const handlers: Handlers<Contract> = {
  ...authHandlers,
  ...billingHandlers,
  ...idpHandlers,
};
