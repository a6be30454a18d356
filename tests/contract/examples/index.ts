import type { Contract } from "@waea/adapters/http/contract";
import { authExamples } from "./auth";
import { billingExamples } from "./billing";
import type { Examples } from "./example";
import { idpExamples } from "./idp";

/** A valid request for every contract entry; a context that adds calls adds its examples file here. */
export const examples: Examples<Contract> = {
  ...authExamples,
  ...billingExamples,
  ...idpExamples,
};

export type { Example, ExampleContext, Examples } from "./example";
