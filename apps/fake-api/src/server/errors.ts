import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { applyCors } from "./cors";
import { jsonDepthExceeds, MAX_JSON_DEPTH } from "./json-depth";

const NOT_JSON = "the body must be JSON (Content-Type: application/json)";

/** What a framework error means for the caller: always a 4xx with an err_message, a 500 only for our own bugs. */
const clientError = (
  error: FastifyError,
): { readonly status: number; readonly message: string } | undefined => {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { status: 413, message: "the body is larger than 1 MB" };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return { status: 400, message: NOT_JSON };
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { status: 400, message: `${NOT_JSON}: ${error.message}` };
    default:
      return error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
        ? { status: error.statusCode, message: error.message }
        : undefined;
  }
};

/**
 * Errors never stop the server and never reach the caller as a stack: a thrown handler bug becomes a logged 500
 * naming the route (never the URL, which may carry a code); everything else is the caller's 4xx.
 */
export const registerErrorHandling = (app: FastifyInstance, log: (line: string) => void): void => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    applyCors(request, reply);
    const known = clientError(error);
    if (known !== undefined) return reply.code(known.status).send({ err_message: known.message });
    log(`500 ${request.method} ${request.routeOptions.url ?? "(no route)"}: ${error.stack ?? error.message}`);
    return reply.code(500).send({ err_message: "internal error" });
  });
};

/** Fastify's own URL errors (a malformed percent-encoding) in the operator's error shape. */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
  const known = clientError(error);
  void reply.code(known?.status ?? 400).send({ err_message: known?.message ?? "bad request" });
};

const badBody = (message: string, cause?: unknown): Error =>
  Object.assign(new Error(message, cause === undefined ? undefined : { cause }), { statusCode: 400 });

/**
 * JSON bodies only; a body that does not parse is the caller's 400, with the parser's reason. A body nested deeper
 * than MAX_JSON_DEPTH is refused before it is parsed (json-depth.ts).
 */
export const parseJsonBody = (
  _request: FastifyRequest,
  body: string | Buffer,
  done: (error: Error | null, value?: unknown) => void,
): void => {
  const text = body.toString();
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
    done(badBody(`${NOT_JSON}: it is nested more than ${MAX_JSON_DEPTH} deep`));
    return;
  }
  try {
    done(null, JSON.parse(text));
  } catch (error) {
    done(badBody(`${NOT_JSON}: ${(error as Error).message}`, error));
  }
};
