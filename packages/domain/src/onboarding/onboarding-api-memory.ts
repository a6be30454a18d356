import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import type { BillingKind, MobileProduct } from "../account";
import { SPID } from "../config";
import { apiFailure, type ApiFailure } from "../ports";
import type { SimMetadata } from "../sim";
import {
  OnboardingApi,
  OnboardingCalls,
  type OnboardingApiService,
  type OnboardingCallName,
} from "./onboarding-api";
import type { AdoptionReply, AuthTokenReply } from "./onboarding-requests";

/** A SIM service as the in-memory onboarding API keeps it. */
export interface MemoryOnboardingService {
  readonly productUUID: string;
  customerUUID: string | undefined;
  readonly msisdn: string;
  readonly simId: string;
  kind: BillingKind | undefined;
  activatedAt: number | undefined;
  readonly metadata: SimMetadata;
  /** The token of the activation link sent with the SIM. */
  readonly linkToken?: string;
  /** false: the dry activation answers 412. */
  readonly dryActivatable?: boolean;
  readonly creditCheckFails?: boolean;
}

export type MemoryPaymentMethod = "valid" | "needs_confirmation" | "declined";

export interface MemoryActivationCode {
  readonly code: string;
  readonly verificationCode: string;
  readonly productUUID: string;
  readonly customerUUID: string;
  expiresAt: number;
}

export interface MemoryOnboardingSeed {
  readonly nowMillis: () => number;
  readonly services: ReadonlyArray<
    Partial<Omit<MemoryOnboardingService, "productUUID" | "msisdn" | "simId">> &
      Pick<MemoryOnboardingService, "productUUID" | "msisdn" | "simId">
  >;
  /** The number the network address of the requests belongs to (adopt_by_ip). */
  readonly networkAddressMsisdn?: string;
  readonly smsCode?: string;
  /** Each customer's payment method; customers without one are "valid". */
  readonly paymentMethods?: Readonly<Record<string, MemoryPaymentMethod>>;
  /** How long after the finalisation the product is ready; default 20 s (activation takes 10-30 s). */
  readonly activationDelayMs?: number;
  readonly activationCodes?: ReadonlyArray<MemoryActivationCode>;
  readonly accounts?: ReadonlyArray<{
    readonly AuthID: string;
    readonly AuthCode: string;
    readonly CustomerUUID: string;
  }>;
}

export interface MemoryOnboardingApi extends OnboardingApiService {
  readonly services: ReadonlyArray<MemoryOnboardingService>;
  readonly calls: OnboardingCallName[];
}

const fail = (name: OnboardingCallName, status: number, message: string) =>
  apiFailure(OnboardingCalls[name], status, message);

const digits = (value: string | undefined) => (value ?? "").replace(/\D/g, "");
const LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * An in-memory onboarding API on a clock: adoption by each method, dry activation with 412 and payment method
 * outcomes, finalisation by kind, products that become ready some seconds after finalisation, activation codes that
 * expire.
 */
export const makeMemoryOnboardingApi = (seed: MemoryOnboardingSeed): MemoryOnboardingApi => {
  const calls: OnboardingCallName[] = [];
  const smsCode = seed.smsCode ?? "1234";
  const delay = seed.activationDelayMs ?? 20_000;
  const services: MemoryOnboardingService[] = seed.services.map((s) => ({
    customerUUID: undefined,
    kind: undefined,
    activatedAt: undefined,
    metadata: {},
    ...s,
  }));
  const codes = (seed.activationCodes ?? []).map((c) => ({ ...c }));
  const smsPending = new Set<string>();
  const adoptionTokens = new Map<string, AdoptionReply>();
  const authTokens = new Map<string, AuthTokenReply>();
  let customers = 0;

  const log = (name: OnboardingCallName) => Effect.sync(() => void calls.push(name));
  const isActive = (s: MemoryOnboardingService) => s.activatedAt !== undefined;

  const adopt = (name: OnboardingCallName, service: MemoryOnboardingService, customerUUID?: string) => {
    if (isActive(service)) return fail(name, 409, "This service is already active");
    service.customerUUID = customerUUID ?? service.customerUUID ?? `customer-${++customers}`;
    const reply: AdoptionReply = {
      CustomerUUID: service.customerUUID,
      ProductInstanceUUID: service.productUUID,
      Token: `adoption-${service.productUUID}`,
    };
    adoptionTokens.set(`adoption-${service.productUUID}`, reply);
    return Effect.succeed(reply);
  };

  const bySms = (
    name: OnboardingCallName,
    service: MemoryOnboardingService | undefined,
    code: string | undefined,
  ) => {
    if (service === undefined) return fail(name, 404, "We haven't found your phone number or SIM ID");
    if (isActive(service)) return fail(name, 409, "This service is already active");
    if (code === undefined) {
      smsPending.add(service.productUUID);
      return Effect.succeed<AdoptionReply>({ SMSSent: true });
    }
    if (!smsPending.has(service.productUUID) || code !== smsCode)
      return fail(name, 400, "The verification code is incorrect, please use the right code.");
    smsPending.delete(service.productUUID);
    return adopt(name, service);
  };

  const owned = (name: OnboardingCallName, customerUUID: string, productUUID: string) => {
    const service = services.find((s) => s.productUUID === productUUID && s.customerUUID === customerUUID);
    return service === undefined ? fail(name, 404, "Mobile service not found") : Effect.succeed(service);
  };

  const finalise = (name: OnboardingCallName, customerUUID: string, productUUID: string, kind: BillingKind) =>
    Effect.flatMap(owned(name, customerUUID, productUUID), (service) => {
      if (isActive(service)) return fail(name, 409, "This service is already active");
      if (kind === "postpay" && service.creditCheckFails === true)
        return fail(name, 422, "Credit check failed");
      service.kind = kind;
      service.activatedAt = seed.nowMillis();
      return Effect.succeed({ ProductInstanceUUID: service.productUUID, Accepted: true });
    });

  const product = (service: MemoryOnboardingService): MobileProduct => {
    const ready = service.activatedAt !== undefined && seed.nowMillis() >= service.activatedAt + delay;
    return {
      UUID: service.productUUID,
      Status: ready ? 4 : 2,
      ProductType: "mobile",
      SIMID: service.simId,
      MSISDN: service.msisdn,
      ...(ready && service.kind !== undefined
        ? {
            BillingReference: `${service.kind}:${digits(service.msisdn)}`,
            Addons: [{ UUID: `${service.productUUID}-plan`, Name: "Starter", IsBasePlan: true }],
          }
        : {}),
    };
  };

  const getProduct =
    (name: OnboardingCallName, wanted: "postpay" | "prepay") => (customerUUID: string, productUUID: string) =>
      Effect.flatMap(owned(name, customerUUID, productUUID), (service) => {
        const isPostpay = service.kind === "postpay";
        if (service.kind !== undefined && isPostpay !== (wanted === "postpay"))
          return fail(name, 404, wanted === "postpay" ? "No postpay product" : "No prepay product");
        return Effect.succeed(product(service));
      });

  const withLog =
    <A extends ReadonlyArray<unknown>, R>(
      name: OnboardingCallName,
      f: (...args: A) => Effect.Effect<R, ApiFailure>,
    ) =>
    (...args: A) =>
      Effect.zipRight(
        log(name),
        Effect.suspend(() => f(...args)),
      );

  return {
    services,
    calls,
    adoptByIp: withLog("adoptByIp", (request) => {
      const service = services.find((s) => s.msisdn === seed.networkAddressMsisdn);
      if (request.SPID !== SPID || service === undefined) return fail("adoptByIp", 400, "CANT_ADOPT_BY_IP");
      return adopt("adoptByIp", service);
    }),
    adoptByToken: withLog("adoptByToken", (request) => {
      const link = services.find((s) => s.linkToken !== undefined && s.linkToken === request.Token);
      if (link !== undefined) return adopt("adoptByToken", link);
      const auth = [...authTokens.values()].find((t) => t.Token === request.Token);
      const named = services.find(
        (s) =>
          (request.MobileNumber !== undefined && digits(s.msisdn) === digits(request.MobileNumber)) ||
          (request.SIMID !== undefined && s.simId === request.SIMID),
      );
      if (auth === undefined) return fail("adoptByToken", 400, "TOKEN_ERROR");
      if (named === undefined) return fail("adoptByToken", 404, "NO_SERVICE");
      return adopt("adoptByToken", named, auth.CustomerUUID);
    }),
    adoptBySms: withLog("adoptBySms", (request) =>
      bySms(
        "adoptBySms",
        services.find(
          (s) => digits(s.msisdn) === digits(request.MobileNumber) && digits(request.MobileNumber) !== "",
        ),
        request.SMSCode,
      ),
    ),
    adoptBySimSms: withLog("adoptBySimSms", (request) =>
      bySms(
        "adoptBySimSms",
        services.find((s) => s.simId === (request.SIMID ?? request.ICCID)),
        request.SMSCode,
      ),
    ),
    resumeAdoption: withLog("resumeAdoption", (tokenId: string) => {
      const reply = adoptionTokens.get(tokenId);
      return reply === undefined ? fail("resumeAdoption", 400, "TOKEN_ERROR") : Effect.succeed(reply);
    }),
    createAuthToken: withLog("createAuthToken", (request) => {
      const account = (seed.accounts ?? []).find(
        (a) => a.AuthID === request.AuthID && a.AuthCode === request.AuthCode,
      );
      if (account === undefined)
        return fail("createAuthToken", 400, "The email address or password is invalid");
      const reply = {
        ID: `auth-${authTokens.size + 1}`,
        Token: `token-${account.CustomerUUID}`,
        CustomerUUID: account.CustomerUUID,
      };
      authTokens.set(reply.ID, reply);
      return Effect.succeed(reply);
    }),
    getAuthToken: withLog("getAuthToken", (id: string) => {
      const reply = authTokens.get(id);
      return reply === undefined ? fail("getAuthToken", 404, "No auth token") : Effect.succeed(reply);
    }),
    simMetadata: withLog("simMetadata", (productUUID: string) => {
      const service = services.find((s) => s.productUUID === productUUID);
      return service === undefined
        ? fail("simMetadata", 404, "Mobile service not found")
        : Effect.succeed(service.metadata);
    }),
    activate: withLog("activate", (customerUUID: string, productUUID: string, dry: boolean) =>
      Effect.flatMap(owned("activate", customerUUID, productUUID), (service) => {
        if (isActive(service)) return fail("activate", 409, "This service is already active");
        if (!dry) {
          service.kind = service.kind ?? "prepay";
          service.activatedAt = seed.nowMillis();
          return Effect.succeed({});
        }
        if (service.dryActivatable === false) return fail("activate", 412, "Service is not dry-activated");
        if (service.metadata.FullyPaid === true) return Effect.succeed({});
        const method = seed.paymentMethods?.[customerUUID] ?? "valid";
        if (method === "declined") return fail("activate", 402, "Your card was declined");
        return Effect.succeed(
          method === "needs_confirmation"
            ? { ClientSecret: `pi_${productUUID}_secret`, PaymentIntent: `pi_${productUUID}` }
            : {},
        );
      }),
    ),
    transferProductType: withLog("transferProductType", (request, dry: boolean) =>
      Effect.flatMap(
        owned("transferProductType", request.CustomerUUID, request.ProductInstanceUUID),
        (service) => {
          if (service.kind === request.Type)
            return fail("transferProductType", 400, "The service already has this billing type");
          if (!dry) service.kind = request.Type;
          return Effect.succeed({ Type: request.Type, Transferred: !dry });
        },
      ),
    ),
    postpayActivation: withLog("postpayActivation", (request) =>
      finalise("postpayActivation", request.CustomerUUID, request.ProductInstanceUUID, "postpay"),
    ),
    paygActivation: withLog("paygActivation", (request) =>
      finalise("paygActivation", request.CustomerUUID, request.ProductInstanceUUID, "payg"),
    ),
    prepayFinaliseActivation: withLog("prepayFinaliseActivation", (request) =>
      request.SPID === SPID
        ? finalise("prepayFinaliseActivation", request.CustomerUUID, request.ProductInstanceUUID, "prepay")
        : fail("prepayFinaliseActivation", 400, "Unknown SPID"),
    ),
    getPrepayProduct: withLog("getPrepayProduct", getProduct("getPrepayProduct", "prepay")),
    getPostpayProduct: withLog("getPostpayProduct", getProduct("getPostpayProduct", "postpay")),
    activateByCode: withLog("activateByCode", (code: string, request) => {
      const entry = codes.find((c) => c.code === code);
      if (entry === undefined) return fail("activateByCode", 404, "Activation link not found");
      if (seed.nowMillis() > entry.expiresAt)
        return fail("activateByCode", 410, "Your activation link has expired");
      if (request.VerificationCode.trim() !== entry.verificationCode)
        return fail("activateByCode", 400, "The verification code is incorrect, please use the right code.");
      return Effect.succeed({ CustomerUUID: entry.customerUUID, ProductInstanceUUID: entry.productUUID });
    }),
    requestNewActivationLink: withLog("requestNewActivationLink", (code: string) => {
      const entry = codes.find((c) => c.code === code);
      if (entry === undefined) return fail("requestNewActivationLink", 404, "Activation link not found");
      entry.expiresAt = seed.nowMillis() + LINK_LIFETIME_MS;
      return Effect.succeed({ SMSSent: true });
    }),
  };
};

export const memoryOnboardingApiLayer = (seed: MemoryOnboardingSeed): Layer.Layer<OnboardingApi> =>
  Layer.sync(OnboardingApi, () => makeMemoryOnboardingApi(seed));
