import type { FeatureFlag, SimAction, Settings } from "../config";

/** The SIM card actions of spec 02 §2 (sub-pages of mobile/sim-card-actions). */
export const SimActionKinds = [
  "disable",
  "enable",
  "swap",
  "details",
  "number_porting",
  "phone_number_change",
  "product_type_transfer",
] as const;
export type SimActionKind = (typeof SimActionKinds)[number];

interface Gate {
  readonly flag: FeatureFlag;
  readonly simAction?: SimAction;
}

/**
 * What gates each action (SIM-08): the master flag simActions, the action's own flag, and for four of them the
 * Settings.simActions list. NUMBER_PORTING_ON_DASHBOARD is read as the gate of number porting as a whole: a build
 * that does not offer porting on the dashboard does not offer the page either.
 */
const GATES: Readonly<Record<SimActionKind, Gate>> = {
  disable: { flag: "simDisableEnable", simAction: "SIM_DISABLE_ENABLE" },
  enable: { flag: "simDisableEnable", simAction: "SIM_DISABLE_ENABLE" },
  swap: { flag: "simSwap", simAction: "SIM_SWAP" },
  details: { flag: "simDetails" },
  number_porting: { flag: "numberPorting", simAction: "NUMBER_PORTING_ON_DASHBOARD" },
  phone_number_change: { flag: "phoneNumberChange" },
  product_type_transfer: { flag: "productTypeTransfer", simAction: "PRODUCT_TYPE_TRANSFER" },
};

export const isSimActionAllowed = (settings: Settings, action: SimActionKind): boolean => {
  const gate = GATES[action];
  return (
    settings.flags.simActions &&
    settings.flags[gate.flag] &&
    (gate.simAction === undefined || settings.simActions.includes(gate.simAction))
  );
};

/**
 * The actions to offer, in display order. When the SIM's state is known only the toggle that applies is offered
 * (disable for an enabled SIM, enable for a disabled one); a disabled SIM can still be swapped, which is how a lost
 * SIM is replaced.
 */
export const availableSimActions = (settings: Settings, simEnabled?: boolean): ReadonlyArray<SimActionKind> =>
  SimActionKinds.filter((action) => {
    if (!isSimActionAllowed(settings, action)) return false;
    if (simEnabled === undefined) return true;
    if (action === "disable") return simEnabled;
    if (action === "enable") return !simEnabled;
    return true;
  });

/** Sensitive actions need a password or an e-mailed code first (spec 01 §6, 02 §4). */
export const SENSITIVE_SIM_ACTIONS: ReadonlyArray<SimActionKind> = [
  "disable",
  "enable",
  "swap",
  "phone_number_change",
];

export const needsReauthentication = (action: SimActionKind): boolean =>
  SENSITIVE_SIM_ACTIONS.includes(action);

/** The title of each action's page and menu entry. */
export const simActionLabelKey = (action: SimActionKind): string => `sim.action_${action}`;
