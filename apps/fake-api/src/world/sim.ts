import { ACTIVE_STATUS } from "@waea/domain/account";
import { DEFAULT_SIM_SETTINGS, type SimMetadata, type SimSettings } from "@waea/domain/sim";
import type { CoreProduct, CoreState } from "./core";
import { coreLabels } from "./core-labels";
import type { SeedContext } from "./seed-context";

/** What the network keeps about a service's SIM besides core's SIMID, IMSI and MSISDN. */
export interface SimService {
  readonly Settings: SimSettings;
  /** Daily roaming activates itself abroad (PLAN-08). */
  readonly AutoActive: boolean;
  readonly Enabled: boolean;
  readonly PUK: string;
  readonly ESIM: boolean;
  readonly Metadata: SimMetadata;
}

/** The SIM slice: a service per mobile product, the free numbers of the number search, SIM IDs no longer usable. */
export interface SimState {
  /** By mobile product UUID. */
  readonly services: Record<string, SimService>;
  /** Free numbers (international form, "6421..."), in the order the search pages through them. */
  freeNumbers: ReadonlyArray<string>;
  /** SIM IDs swapped out: a swap back to one of them is refused like a SIM in use. */
  retiredSimIds: ReadonlyArray<string>;
}

/** How many free numbers the search offers: two full pages of 15 and a short one, then 'No new phone numbers'. */
export const FREE_NUMBER_COUNT = 40;

/** The catalog uuids per billing kind, the same for every SIM (the base plans of the plans slice). */
const metadataFor = (ctx: SeedContext): SimMetadata => ({
  PostpayProductCatalogUUID: ctx.uuid(coreLabels.catalogBase("postpay")),
  PrepayProductCatalogUUID: ctx.uuid(coreLabels.catalogBase("prepay")),
  PaygProductCatalogUUID: ctx.uuid(coreLabels.catalogBase("payg")),
  FullyPaid: false,
});

const serviceFor = (ctx: SeedContext, product: CoreProduct, metadata: SimMetadata): SimService => {
  const random = ctx.random(`sim:${product.UUID}`);
  const active = product.Status === ACTIVE_STATUS;
  return {
    // Many people forward unanswered calls to voicemail; a few also forward when unreachable.
    Settings: {
      ...DEFAULT_SIM_SETTINGS,
      CallForwarding: {
        ...DEFAULT_SIM_SETTINGS.CallForwarding,
        CFNRYActive: random.next() < 0.5,
        CFNRCActive: random.next() < 0.2,
      },
    },
    AutoActive: random.next() < 0.3,
    Enabled: active,
    PUK: random.digits(8),
    ESIM: random.next() < 0.25,
    Metadata: metadata,
  };
};

const freeNumbers = (ctx: SeedContext, taken: ReadonlySet<string>): ReadonlyArray<string> => {
  const random = ctx.random("sim:free-numbers");
  const numbers = new Set<string>();
  while (numbers.size < FREE_NUMBER_COUNT) {
    const candidate = `64${random.pick(["21", "22", "27"])}${random.digits(7)}`;
    if (!taken.has(candidate)) numbers.add(candidate);
  }
  return [...numbers];
};

/** Seeds a SIM service for every mobile product of core, and the pool of free numbers. */
export const seedSim = (ctx: SeedContext, core: CoreState): SimState => {
  const metadata = metadataFor(ctx);
  const services: Record<string, SimService> = {};
  const taken = new Set<string>();
  for (const product of Object.values(core.products)) {
    services[product.UUID] = serviceFor(ctx, product, metadata);
    if (product.MSISDN !== undefined) taken.add(product.MSISDN);
  }
  return { services, freeNumbers: freeNumbers(ctx, taken), retiredSimIds: [] };
};
