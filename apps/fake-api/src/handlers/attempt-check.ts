import { translate } from "@waea/adapters/i18n";
import { retryAfterMinutes } from "@waea/domain/ports";
import { refuse, type HandlerContext, type Refusal } from "../server/handler";

/** 429 with Retry-After (seconds): the try was not checked at all. */
export const tooManyAttempts = (retryAfterSeconds: number): Refusal =>
  refuse(
    429,
    translate("en", "errors.too_many_attempts", { count: retryAfterMinutes(retryAfterSeconds) }),
    undefined,
    { "retry-after": String(retryAfterSeconds) },
  );

/** What a login's password and codes are counted under: every check of them shares one count. */
export const loginSubject = (loginUuid: string): string => `login:${loginUuid}`;

/**
 * Checks a password or a code of `subject` under the attempt limits (server/attempt-limits.ts): a 429 while the
 * subject or the caller's address must wait (the check is not run, so a right guess is refused too), else whether
 * the check passed, counted as a failure or clearing the subject's consecutive failures.
 */
export const checkAttempt = async (
  context: HandlerContext,
  subject: string,
  check: () => boolean | Promise<boolean>,
): Promise<boolean | Refusal> => {
  const start = await context.store.attempts.begin(subject, context.address);
  if (start._tag === "Wait") return tooManyAttempts(start.retryAfterSeconds);
  let passed = false;
  try {
    passed = await check();
  } finally {
    await start.settle(passed);
  }
  return passed;
};
