import { sendMessage, seedMailbox, type MailContext, type MailboxState } from "../mailbox/mailbox";
import type { CoreState } from "./core";
import type { ActivationLink, OnboardingState } from "./onboarding";

/**
 * ONB-01: the SMS that carries a SIM's activation link and its verification code, texted to the SIM's own number
 * (the simulated mailbox keeps it under that number). Sent for every live link when the world is seeded, as the
 * operator texts it when the SIM ships, and again when the customer asks for a new link.
 */
export const textActivationLink = (
  context: MailContext,
  number: string,
  code: string,
  link: ActivationLink,
): void => {
  sendMessage(context, {
    to: number,
    kind: "activation_link",
    subject: "Activate your SIM",
    text: `Activate your new SIM at /activation/${code} with the verification code ${link.VerificationCode}.`,
    code: link.VerificationCode,
  });
};

/** The mailbox of a new world: the activation texts of the links that are still live. */
export const seedActivationTexts = (
  nowMillis: number,
  core: CoreState,
  onboarding: OnboardingState,
): MailboxState => {
  const context = { world: { mailbox: seedMailbox() }, nowMillis };
  for (const [code, link] of Object.entries(onboarding.links)) {
    const number = core.products[link.ProductUUID]?.MSISDN;
    if (link.ExpiresAtMillis > nowMillis && number !== undefined)
      textActivationLink(context, number, code, link);
  }
  return context.world.mailbox;
};
