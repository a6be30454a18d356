import type { CallDocs } from "./call-doc";

/** The mobile security calls as docs/api.md describes them (../mobile-security.ts has the calls themselves). */
export const securityDocs: CallDocs = {
  "security.get": {
    summary: "The basic and advanced switches and the block and allow lists of a service (decided)",
    spec: "02 §2",
  },
  "security.save": {
    summary: "Save the switches and both lists of a service at once (decided)",
    spec: "02 §2",
  },
  "security.report": {
    summary: "The calls and texts the switches stopped, newest first (decided; the fake API simulates them)",
    spec: "02 §2",
  },
};
