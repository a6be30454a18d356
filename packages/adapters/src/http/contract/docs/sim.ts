import type { CallDocs } from "./call-doc";

/** The sim calls as docs/api.md describes them (../sim.ts has the calls themselves). */
export const simDocs: CallDocs = {
  "sim.getDailyRoaming": { summary: "Whether daily roaming activates itself abroad", spec: "02 §7" },
  "sim.setDailyRoaming": { summary: "Turn daily roaming auto-activation on or off", spec: "02 §7" },
  "sim.getSettings": {
    summary: "The SIM settings: call forwarding, call waiting and hold, barring",
    spec: "02 §3, §7",
  },
  "sim.putSettings": {
    summary: "Save SIM settings; settings that break a call barring dependency are refused",
    spec: "02 §5, §7",
  },
  "sim.enable": {
    summary: "Enable the SIM (re-authenticated by password or e-mailed code)",
    spec: "02 §4, §7",
  },
  "sim.disable": {
    summary: "Disable the SIM (re-authenticated by password or e-mailed code)",
    spec: "02 §4, §7",
  },
  "sim.swap": {
    summary: "Move the service to a new SIM by its SIM ID (re-authenticated)",
    spec: "02 §7, §8",
  },
  "sim.status": {
    summary: "The SIM of a service: SIM ID, IMSI, number and whether it is enabled",
    spec: "02 §7 (payload ours)",
  },
  "sim.searchMsisdn": { summary: "One page of free phone numbers (15 a page by default)", spec: "02 §5, §7" },
  "sim.changeMsisdn": {
    summary: "Change the service's phone number to a free one (re-authenticated)",
    spec: "02 §5, §7",
  },
  "sim.transferProductType": {
    summary: "Move the service to another billing type; a dry run reports what is owed first",
    spec: "01 §7; 02 §4, §7",
  },
  "sim.metadata": {
    summary: "The SIM's catalog uuids per billing type, fully-paid flag and the service it replaces",
    spec: "01 §3, §7; 02 §7",
  },
  "sim.sendAuthCode": {
    summary: "E-mail a one-time code for a sensitive SIM action (the alternative to the password)",
    spec: "02 §7 (path ours)",
  },
};
