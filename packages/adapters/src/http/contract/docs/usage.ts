import type { CallDocs } from "./call-doc";

/** The usage calls as docs/api.md describes them (../usage.ts has the calls themselves). */
export const usageDocs: CallDocs = {
  "usage.charges": {
    summary: "The usage charges of a product in a period (nanoseconds), of the kinds asked for, newest first",
    spec: "02 §3, §7, §9",
  },
  "usage.histogram": {
    summary: "Usage in buckets of IntervalNanos over a range: data in bytes, voice in seconds, texts",
    spec: "02 §7, §9",
  },
  "usage.balances": {
    summary: "What is left of each allowance of a mobile product (Data, Mins, TXTs, ...), with carry-over",
    spec: "02 §3, §7 (path ours)",
  },
};
