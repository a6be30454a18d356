import type { CallDocs } from "./call-doc";

const SPEC = "03 §7";

const create = (suffix: string, kind: string): CallDocs => ({
  [`broadband.fibreCreate${suffix}`]: {
    summary: `Add a ${kind} record; the service gives it its UUID`,
    spec: SPEC,
  },
});

/** A collection's calls: list, get, update, delete (marked) and purge of one kind of record. */
const collection = (suffix: string, kind: string): CallDocs => ({
  [`broadband.fibreList${suffix}`]: {
    summary: `One page of ${kind} records (SPID, the owner's UUID, a page)`,
    spec: kind === "lfc_product" ? `${SPEC} (200 and 404 both accepted)` : SPEC,
  },
  [`broadband.fibreGet${suffix}`]: { summary: `One ${kind} record`, spec: SPEC },
  [`broadband.fibreUpdate${suffix}`]: {
    summary: `Replace a ${kind} record (its UUID, owner and stamps stay)`,
    spec: SPEC,
  },
  [`broadband.fibreDelete${suffix}`]: {
    summary: `Mark a ${kind} record deleted (DeletedAtNanos)`,
    spec: SPEC,
  },
  [`broadband.fibrePurge${suffix}`]: { summary: `Remove a ${kind} record for good`, spec: SPEC },
});

const notes = (suffix: string, segment: string): CallDocs => ({
  [`broadband.fibreNotes${suffix}`]: {
    summary: `The notes of a ${segment} record, oldest first`,
    spec: SPEC,
  },
  [`broadband.fibreAddNote${suffix}`]: { summary: `Add a note to a ${segment} record`, spec: SPEC },
});

/** The broadband-fibre calls as docs/api.md describes them (../broadband-fibre.ts has the calls themselves). */
export const broadbandFibreDocs: CallDocs = {
  ...create("LfcProduct", "lfc_product"),
  ...create("UfbOrder", "UFB_order"),
  ...collection("LfcProduct", "lfc_product"),
  ...collection("UfbOrder", "UFB_order"),
  ...collection("Ufb", "UFB"),
  ...notes("UfbOrder", "ufb_order"),
  ...notes("Ufb", "ufb"),
  "broadband.ufbOrderBook": {
    summary: "Book the appointment of a fibre order in an offered window",
    spec: SPEC,
  },
  "broadband.ufbOrderAvailableTimes": {
    summary: "The free appointment windows of a fibre order",
    spec: SPEC,
  },
  "broadband.ufbPlanSearch": {
    summary: "The retail fibre plans, for a location when one is given (UFBPlans)",
    spec: SPEC,
  },
  "broadband.ufbUsage": {
    summary: "A fibre service's data use this billing period by NZ day (unlimited plans)",
    spec: "01 §2, BB-04 (shape ours)",
  },
  "broadband.ufbSecurity": {
    summary: "A fibre service's threat protection and family filter (default on, off)",
    spec: "01 §2, BB-04 (shape ours)",
  },
  "broadband.setUfbSecurity": {
    summary: "Store a fibre service's network protection (the caller's own only)",
    spec: "01 §2, BB-04 (shape ours)",
  },
};
