import type { idpCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";

/** The simulated identity provider: a Google account that has no login yet. */
export const idpExamples: Examples<typeof idpCalls> = {
  "idp.issueToken": {
    input: () => ({
      body: { Provider: "GOOGLE", Email: "rewi@gmail.test", FirstName: "Rewi", LastName: "Pomare" },
    }),
  },
};
