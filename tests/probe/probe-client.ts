import { contract, fillPath, type CallId } from "@waea/adapters/http/contract";

/** One HTTP reply as a probe sees it: status, headers, body text, and how long it took. */
export interface ProbeReply {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  readonly millis: number;
}

export interface ProbeRequest {
  readonly token?: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string | number>>;
  readonly body?: unknown;
  /** Sent as it is (a body made by hand: too deep, too big). */
  readonly rawBody?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * A plain HTTP client for the probes: what an attacker with curl has. It knows where a call lives (the contract
 * is the one place a path does) and nothing else of the portal: no schemas, no retries, no session handling.
 */
export const makeProbeClient = (origin: string) => {
  const send = async (method: string, path: string, request: ProbeRequest = {}): Promise<ProbeReply> => {
    const started = performance.now();
    const body = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(request.token === undefined ? {} : { authorization: `Bearer ${request.token}` }),
        ...request.headers,
      },
      ...(body === undefined ? {} : { body }),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, millis: performance.now() - started };
  };
  const call = (id: CallId, request: ProbeRequest = {}): Promise<ProbeReply> => {
    const entry = contract[id];
    const query = new URLSearchParams(
      Object.entries(request.query ?? {}).map(([name, value]) => [name, String(value)]),
    ).toString();
    return send(
      entry.method,
      `/api${fillPath(entry.path, request.params)}${query === "" ? "" : `?${query}`}`,
      request,
    );
  };
  const json = async <T>(id: CallId, request: ProbeRequest = {}): Promise<T> => {
    const reply = await call(id, request);
    if (reply.status >= 300) throw new Error(`${id}: ${reply.status} ${reply.text.slice(0, 200)}`);
    return JSON.parse(reply.text) as T;
  };
  return { origin, send, call, json };
};

export type ProbeClient = ReturnType<typeof makeProbeClient>;

export interface Session {
  readonly token: string;
  readonly login: string;
  readonly customer: string;
}

/** Signs a demo login in with the published demo password, which the README gives to everyone. */
export const signIn = async (client: ProbeClient, email: string, password: string): Promise<Session> => {
  const auth = await client.json<{
    readonly JWT: string;
    readonly UUID: string;
    readonly AuthResponse?: { readonly CustomerUUID?: string };
  }>("auth.signIn", {
    body: { IdentityProvider: "LOCAL", AuthID: email, AuthCode: password, SPID: 67, IncludeRoles: true },
  });
  return { token: auth.JWT, login: auth.UUID, customer: auth.AuthResponse?.CustomerUUID ?? "" };
};

/** The first mobile product of the session's customer account. */
export const firstProduct = async (client: ProbeClient, session: Session): Promise<string> => {
  const list = await client.json<{ readonly MobileProducts: ReadonlyArray<{ readonly UUID: string }> }>(
    "accountProducts.mobileProducts",
    { token: session.token, params: { uuid: session.customer } },
  );
  const product = list.MobileProducts[0]?.UUID;
  if (product === undefined) throw new Error(`${session.customer} has no mobile product`);
  return product;
};
