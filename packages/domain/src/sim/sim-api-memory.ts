import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Layer from "effect/Layer";
import type { BillingKind, ProductType } from "../account";
import { apiFailure, type ApiFailure } from "../ports";
import { SimApi, SimCalls, type SimApiService, type SimCallName } from "./sim-api";
import type { SimMetadata } from "./sim-metadata";
import type { ProductTypeTransferReply } from "./sim-requests";
import { DEFAULT_SIM_SETTINGS, type SimSettings } from "./sim-settings";
import { simSettingsViolations } from "./settings-dependencies";
import { validateSimId } from "./sim-id";
import type { SimStatus } from "./sim-status";

/** One mobile service as the in-memory SIM API keeps it. */
export interface MemorySimService {
  readonly customerUUID: string;
  readonly productUUID: string;
  readonly type: ProductType;
  kind: BillingKind;
  settings: SimSettings;
  autoActive: boolean;
  enabled: boolean;
  simId: string;
  msisdn: string;
  outstandingCents: number;
  readonly metadata: SimMetadata;
  readonly puk?: string;
}

export interface MemorySimSeed {
  readonly services: ReadonlyArray<
    Partial<Omit<MemorySimService, "customerUUID" | "productUUID">> &
      Pick<MemorySimService, "customerUUID" | "productUUID">
  >;
  /** The account password sensitive actions are checked against. */
  readonly password?: string;
  /** The code the fake "e-mails" when asked. */
  readonly emailCode?: string;
  readonly freeNumbers?: ReadonlyArray<string>;
}

export interface MemorySimApi extends SimApiService {
  readonly services: ReadonlyArray<MemorySimService>;
  readonly freeNumbers: string[];
  readonly calls: string[];
}

const failure = (name: SimCallName, status: number, message: string, errorNumber?: number) =>
  apiFailure(SimCalls[name], status, message, errorNumber);

/** An in-memory SIM API: keeps services, refuses unknown services, bad SIM IDs, wrong credentials and bad settings. */
export const makeMemorySimApi = (seed: MemorySimSeed): MemorySimApi => {
  const password = seed.password ?? "Correct-Horse-1";
  const emailCode = seed.emailCode ?? "246810";
  const codesSent = new Set<string>();
  const calls: string[] = [];
  const freeNumbers = [...(seed.freeNumbers ?? [])];
  const services: MemorySimService[] = seed.services.map((s, i) => ({
    type: "mobile",
    kind: "prepay",
    settings: DEFAULT_SIM_SETTINGS,
    autoActive: false,
    enabled: true,
    simId: `8964000000000000${String(i).padStart(3, "0")}`,
    msisdn: `64210000${String(i).padStart(3, "0")}`,
    outstandingCents: 0,
    metadata: {},
    ...s,
  }));

  const find = (call: SimCallName, customerUUID: string | undefined, productUUID: string | undefined) => {
    calls.push(call);
    const service = services.find(
      (s) => s.productUUID === productUUID && (customerUUID === undefined || s.customerUUID === customerUUID),
    );
    return service === undefined ? failure(call, 404, "Mobile service not found") : Effect.succeed(service);
  };

  const checkCredential = (
    call: SimCallName,
    service: MemorySimService,
    request: { readonly Password?: string | undefined; readonly AuthCode?: string | undefined },
  ) => {
    if (request.Password !== undefined)
      return request.Password === password
        ? Effect.void
        : failure(call, 401, "The password is invalid", 1002);
    if (request.AuthCode !== undefined)
      return codesSent.has(service.productUUID) && request.AuthCode === emailCode
        ? Effect.void
        : failure(call, 401, "The verification code is incorrect, please use the right code.", 1002);
    return failure(call, 401, "Authentication required", 1002);
  };

  const status = (s: MemorySimService): SimStatus => ({
    ProductInstanceUUID: s.productUUID,
    SIMID: s.simId,
    Enabled: s.enabled,
    MSISDN: s.msisdn,
    ...(s.puk === undefined ? {} : { PUK: s.puk }),
  });

  const toggle =
    (call: "enable" | "disable", enabled: boolean): SimApiService["enable"] =>
    (request) =>
      Effect.gen(function* () {
        const service = yield* find(call, request.CustomerUUID, request.ProductInstanceUUID);
        yield* checkCredential(call, service, request);
        if (service.enabled === enabled)
          return yield* failure(call, 409, enabled ? "SIM is already enabled" : "SIM is already disabled");
        service.enabled = enabled;
        return status(service);
      });

  return {
    services,
    freeNumbers,
    calls,
    getDailyRoaming: (ref) =>
      Effect.map(find("getDailyRoaming", ref.CustomerUUID, ref.MobileUUID), (s) => ({
        AutoActive: s.autoActive,
      })),
    setDailyRoaming: (request) =>
      Effect.map(find("setDailyRoaming", request.CustomerUUID, request.MobileUUID), (s) => {
        s.autoActive = request.AutoActive;
        return { AutoActive: s.autoActive };
      }),
    getSettings: (ref) =>
      Effect.map(find("getSettings", ref.CustomerUUID, ref.MobileUUID), (s) => s.settings),
    putSettings: (request) =>
      Effect.flatMap(find("putSettings", request.CustomerUUID, request.MobileUUID), (s) => {
        if (simSettingsViolations(request.Settings).length > 0)
          return failure("putSettings", 400, "SIM settings break a call barring dependency");
        s.settings = request.Settings;
        return Effect.succeed(s.settings);
      }),
    enable: toggle("enable", true),
    disable: toggle("disable", false),
    swap: (request) =>
      Effect.gen(function* () {
        const service = yield* find("swap", request.CustomerUUID, request.ProductInstanceUUID);
        yield* checkCredential("swap", service, request);
        const simId = validateSimId(request.SIMID);
        if (Either.isLeft(simId)) return yield* failure("swap", 400, "SIMID is not valid");
        if (services.some((s) => s.simId === simId.right))
          return yield* failure("swap", 409, "SIMID is already in use");
        service.simId = simId.right;
        service.enabled = true;
        return status(service);
      }),
    status: (request) =>
      Effect.map(find("status", request.CustomerUUID, request.ProductInstanceUUID), status),
    searchMsisdn: (request) =>
      Effect.flatMap(find("searchMsisdn", request.CustomerUUID, request.MobileUUID), () => {
        if (request.Page < 1 || request.Amount < 1)
          return failure("searchMsisdn", 400, "Page and Amount must be positive");
        const start = (request.Page - 1) * request.Amount;
        return Effect.succeed({ MSISDNs: freeNumbers.slice(start, start + request.Amount) });
      }),
    changeMsisdn: (request) =>
      Effect.gen(function* () {
        const service = yield* find("changeMsisdn", request.CustomerUUID, request.MobileUUID);
        yield* checkCredential("changeMsisdn", service, request);
        const at = freeNumbers.indexOf(request.MSISDN);
        if (at < 0) return yield* failure("changeMsisdn", 404, "This number is not available");
        freeNumbers.splice(at, 1);
        service.msisdn = request.MSISDN;
        return { MSISDN: service.msisdn };
      }),
    transferProductType: (request, dry) =>
      Effect.flatMap(
        find("transferProductType", request.CustomerUUID, request.ProductInstanceUUID),
        (s): Effect.Effect<ProductTypeTransferReply, ApiFailure> => {
          const call = "transferProductType";
          if (s.kind === request.Type) return failure(call, 400, "The service already has this billing type");
          const owed = s.outstandingCents > 0 ? { OutstandingCents: s.outstandingCents } : {};
          if (dry) return Effect.succeed({ Type: request.Type, Transferred: false, ...owed });
          if (s.outstandingCents > 0) return failure(call, 409, "Outstanding amounts must be paid first");
          s.kind = request.Type;
          return Effect.succeed({ Type: s.kind, Transferred: true });
        },
      ),
    metadata: (productUUID) => Effect.map(find("metadata", undefined, productUUID), (s) => s.metadata),
    sendAuthCode: (request) =>
      Effect.map(find("sendAuthCode", request.CustomerUUID, request.ProductInstanceUUID), (s) => {
        codesSent.add(s.productUUID);
        return { Sent: true, Email: "a***@example.nz" };
      }),
  };
};

export const memorySimApiLayer = (seed: MemorySimSeed): Layer.Layer<SimApi> =>
  Layer.sync(SimApi, () => makeMemorySimApi(seed));
