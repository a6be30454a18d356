import type { APIRequestContext } from "@playwright/test";

/** One message of the fake API's simulated mailbox (apps/fake-api/src/mailbox/mailbox.ts). */
export interface MailboxMessage {
  readonly Id: string;
  readonly Kind: string;
  readonly Channel: "email" | "sms";
  readonly Subject: string;
  readonly Text: string;
  readonly Code?: string;
  readonly SentAt: string;
}

/** What the operator sent to an e-mail address or phone number, newest first (GET /api/__mailbox, --control only). */
export const readMailbox = async (
  request: APIRequestContext,
  to: string,
): Promise<ReadonlyArray<MailboxMessage>> => {
  const reply = await request.get(`/api/__mailbox?to=${encodeURIComponent(to)}`);
  if (!reply.ok()) throw new Error(`reading the mailbox of ${to} failed: ${reply.status()}`);
  return ((await reply.json()) as { readonly Messages: ReadonlyArray<MailboxMessage> }).Messages;
};

/**
 * The code of the newest message of a kind ("sim_code", "sign_in_code", "mfa_code", "email_verification",
 * "invitation", "activation_link"), as a person reads it in their e-mail or texts. The page's request has been answered before this is
 * read, so no waiting. E2e tests read every code a customer is sent here, never through a control door.
 */
export const newestCode = async (request: APIRequestContext, to: string, kind: string): Promise<string> => {
  const message = (await readMailbox(request, to)).find((item) => item.Kind === kind);
  if (message?.Code === undefined) throw new Error(`no ${kind} message with a code for ${to}`);
  return message.Code;
};
