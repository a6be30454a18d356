import type { CallDocs } from "./call-doc";

/** The porting calls as docs/api.md describes them (../porting.ts has the calls themselves). */
export const portingDocs: CallDocs = {
  "porting.request": {
    summary: "Request a port-in of a number to the service, with the losing account's details when moving it",
    spec: "01 §7; 02 §5, §7",
  },
  "porting.retry": {
    summary: "Send a rejected or failed port again, optionally with corrected transfer details",
    spec: "01 §7; 02 §7",
  },
  "porting.cancel": {
    summary: "Cancel a port that has not reached network provisioning",
    spec: "01 §7; 02 §7",
  },
  "porting.action": {
    summary: "The customer's action on a port (CONFIRM while it waits between carriers)",
    spec: "01 §7; 02 §7",
  },
  "porting.status": {
    summary:
      "The port of a service as it stands: the steps it reached with their times, why it stopped (decided)",
    spec: "02 §4, §7",
  },
  "porting.lookup": {
    summary: "Who holds a number (given without a leading plus), whether it can be ported, a port under way",
    spec: "02 §5, §7",
  },
};
