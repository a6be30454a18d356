import {
  parsePortingStatus,
  type PortingReason,
  type PortingState as PortState,
  type TransferFrom,
} from "@waea/domain/porting";
import type { CoreState } from "./core";
import { coreLabels } from "./core-labels";
import { DEMO_LOGINS } from "./demo-accounts";
import { seededSteps } from "./porting-seed-steps";
import type { SeedContext } from "./seed-context";

/** A port-in of a number to one of our mobile products: its state and when (epoch ms) it entered that state. */
export interface PortRecord {
  readonly CustomerUUID: string;
  readonly MobileUUID: string;
  /** The number being brought in (international form, "6422..."). */
  readonly MSISDN: string;
  readonly State: PortState;
  readonly SinceMillis: number;
  readonly RequestedAtMillis: number;
  readonly TransferFrom?: TransferFrom;
  /** The carrier the number is moving from. */
  readonly Carrier?: string;
  /** The losing carrier will reject this request once, when it leaves PORT_REQUESTED (a retry goes through). */
  readonly RejectPending: boolean;
  /** Why the losing carrier rejects it (RejectPending) or why it stopped; absent: the details did not match. */
  readonly Reason?: PortingReason;
  /** Our network will fail to switch the service on once, when the number arrives (a retry goes through). */
  readonly ActivationFailPending?: boolean;
  /** The states this attempt reached after PORT_REQUESTED and when (epoch ms), oldest first. */
  readonly Steps?: ReadonlyArray<{ readonly State: PortState; readonly AtMillis: number }>;
}

/** A number of another carrier the simulator knows something special about. */
export interface KnownNumber {
  readonly Carrier: string;
  readonly Portable: boolean;
  readonly RejectFirst: boolean;
  /** What the losing carrier says when it rejects the number (default: the account details did not match). */
  readonly RejectReason?: PortingReason;
  /** The number moves, but our network fails to switch the service on the first time (SERVICE_ACTIVATION_FAILED). */
  readonly FailActivationFirst?: boolean;
}

/**
 * The porting slice: the ports by mobile product UUID (at most one each: a new request replaces an ended one), and
 * numbers with special behaviour by MSISDN. Any other valid NZ mobile number is portable from the carrier its
 * prefix belongs to.
 */
export interface PortingState {
  readonly ports: Record<string, PortRecord>;
  readonly knownNumbers: Record<string, KnownNumber>;
}

const MINUTE = 60_000;

/** Numbers for demos and tests: one the losing carrier rejects once, one that cannot be ported. */
export const REJECTED_ONCE_NUMBER = "64225550100";
export const NOT_PORTABLE_NUMBER = "64275550199";
/** Rejected once because the losing carrier holds the number (contact it, then retry). */
export const LOCKED_ONCE_NUMBER = "64225550101";
/** Rejected once as a number that cannot be moved (the remedy: cancel the request). */
export const NOT_TRANSFERABLE_NUMBER = "64225550102";
/** Goes all the way, then our network fails to switch the service on once (the remedy: send it again). */
export const ACTIVATION_FAILS_ONCE_NUMBER = "64225550103";

/**
 * Seeds the port of porting@waea.test's product: a number from another carrier, at NETWORK_PROVISIONING for ten
 * minutes, so it completes twenty minutes after the start instant (advance the clock to see it).
 */
export const seedPorting = (ctx: SeedContext, core: CoreState): PortingState => {
  const ports: Record<string, PortRecord> = {};
  for (const demo of DEMO_LOGINS)
    demo.accounts.forEach((account, index) =>
      account.services.forEach((service, n) => {
        const status = parsePortingStatus(service.portingState);
        if (status._tag !== "State") return;
        const product = core.products[ctx.uuid(coreLabels.product(demo.key, index, n))];
        if (product === undefined) return;
        const random = ctx.random(`porting:${product.UUID}`);
        const seeded = seededSteps(status.state, ctx.nowMillis - 10 * MINUTE);
        ports[product.UUID] = {
          CustomerUUID: product.CustomerUUID,
          MobileUUID: product.UUID,
          MSISDN: `6422${random.digits(7)}`,
          State: status.state,
          SinceMillis: ctx.nowMillis - 10 * MINUTE,
          RequestedAtMillis: seeded.requestedAt,
          Carrier: "2degrees",
          TransferFrom: {
            Provider: "2degrees",
            AccountHolderName: `${account.firstName} ${account.lastName}`,
            AccountNumber: random.digits(9),
            ConnectionID: `CID${random.digits(8)}`,
          },
          RejectPending: false,
          Steps: seeded.steps,
        };
      }),
    );
  return {
    ports,
    knownNumbers: {
      [REJECTED_ONCE_NUMBER]: { Carrier: "2degrees", Portable: true, RejectFirst: true },
      [NOT_PORTABLE_NUMBER]: { Carrier: "Spark", Portable: false, RejectFirst: false },
      [LOCKED_ONCE_NUMBER]: {
        Carrier: "2degrees",
        Portable: true,
        RejectFirst: true,
        RejectReason: "NUMBER_LOCKED",
      },
      [NOT_TRANSFERABLE_NUMBER]: {
        Carrier: "2degrees",
        Portable: true,
        RejectFirst: true,
        RejectReason: "NUMBER_NOT_TRANSFERABLE",
      },
      [ACTIVATION_FAILS_ONCE_NUMBER]: {
        Carrier: "2degrees",
        Portable: true,
        RejectFirst: false,
        FailActivationFirst: true,
      },
    },
  };
};
