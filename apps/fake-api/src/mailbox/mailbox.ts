/**
 * The simulated mailbox (issue 15): every e-mail and SMS the operator would send, kept per address in the world, so
 * a person trying the portal (or an e-mail test) reads the code they were "sent". Non-production only: it is read
 * through GET /api/__mailbox?to=... (mailbox-routes.ts), served only with the control doors on.
 */

/** What a message is about; a new kind of message adds its name here and calls `sendMessage`. */
export const MailKinds = [
  "sim_code",
  "sign_in_code",
  "mfa_code",
  "email_verification",
  "invitation",
  "porting_update",
  "activation_link",
] as const;
export type MailKind = (typeof MailKinds)[number];

export type MailChannel = "email" | "sms";

export interface MailboxMessage {
  readonly Id: string;
  readonly Channel: MailChannel;
  /** The address as sent to, normalised (mailboxAddress). */
  readonly To: string;
  readonly Kind: MailKind;
  readonly Subject: string;
  readonly Text: string;
  /** The code the message carries, when it carries one (a one-time code, a verification secret). */
  readonly Code?: string;
  readonly SentAtMillis: number;
}

export interface MailboxState {
  /** By normalised address, oldest first. */
  readonly messages: Record<string, ReadonlyArray<MailboxMessage>>;
  counter: number;
}

/** A mailbox keeps its newest messages only: a script requesting codes in a loop does not grow the world forever. */
export const MAILBOX_LIMIT = 50;

export const seedMailbox = (): MailboxState => ({ messages: {}, counter: 0 });

/**
 * One mailbox per person: an e-mail address in lower case, a phone number as its digits in international form
 * (`+64 21 555 0100`, `021 555 0100` and `64215550100` are the same phone).
 */
export const mailboxAddress = (address: string): string => {
  const trimmed = address.trim();
  if (trimmed.includes("@")) return trimmed.toLowerCase();
  const digits = trimmed.replace(/\D/g, "");
  return digits.startsWith("0") ? `64${digits.slice(1)}` : digits;
};

export interface OutgoingMessage {
  readonly to: string;
  readonly kind: MailKind;
  readonly subject: string;
  readonly text: string;
  readonly code?: string | undefined;
}

/** The part of the world the mailbox lives in, and the time of sending (a handler's context has both). */
export interface MailContext {
  readonly world: { readonly mailbox: MailboxState };
  readonly nowMillis: number;
}

/** Sends a message: an address with "@" gets an e-mail, any other an SMS. Returns what was kept. */
export const sendMessage = (context: MailContext, message: OutgoingMessage): MailboxMessage => {
  const mailbox = context.world.mailbox;
  const to = mailboxAddress(message.to);
  mailbox.counter += 1;
  const kept: MailboxMessage = {
    Id: `message-${mailbox.counter}`,
    Channel: to.includes("@") ? "email" : "sms",
    To: to,
    Kind: message.kind,
    Subject: message.subject,
    Text: message.text,
    ...(message.code === undefined ? {} : { Code: message.code }),
    SentAtMillis: context.nowMillis,
  };
  mailbox.messages[to] = [...(mailbox.messages[to] ?? []), kept].slice(-MAILBOX_LIMIT);
  return kept;
};

/** The messages sent to an address, newest first. */
export const messagesTo = (mailbox: MailboxState, address: string): ReadonlyArray<MailboxMessage> =>
  [...(mailbox.messages[mailboxAddress(address)] ?? [])].reverse();
