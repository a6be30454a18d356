/** The languages the consent page speaks: the portal's (APP-08). Anything else is English. */
export type ConsentLanguage = "en" | "mi-NZ";

export const consentLanguage = (requested: string | undefined): ConsentLanguage =>
  requested?.toLowerCase().startsWith("mi") === true ? "mi-NZ" : "en";

/** The few strings of the simulated provider's pages ({provider} is Google, Apple or Facebook). */
export interface ConsentText {
  readonly title: string;
  readonly simulated: string;
  readonly accounts: string;
  readonly otherAccount: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly continue: string;
  readonly cancel: string;
  readonly chooseAccount: string;
  readonly emailInvalid: string;
  readonly expired: string;
  readonly expiredTitle: string;
  readonly badRequest: string;
  readonly done: string;
  readonly cancelled: string;
  readonly closeWindow: string;
}

const EN: ConsentText = {
  title: "Sign in with {provider}",
  simulated: "This is the demo's stand-in for {provider}: no real {provider} account is used.",
  accounts: "Choose your account at {provider} to continue to waea",
  otherAccount: "Another account",
  email: "E-mail address of the other account",
  firstName: "First name (optional)",
  lastName: "Last name (optional)",
  continue: "Continue",
  cancel: "Cancel",
  chooseAccount: "Choose an account, or enter the e-mail address of another one.",
  emailInvalid: "Enter a valid e-mail address.",
  expiredTitle: "This sign-in has ended",
  expired:
    "This page has expired or was opened in another browser. Close this window and start the sign-in again.",
  badRequest: "This sign-in link is not complete. Close this window and start the sign-in again.",
  done: "Signing you in to waea",
  cancelled: "Sign-in cancelled",
  closeWindow: "You can close this window.",
};

const MI: ConsentText = {
  title: "Takiuru mā {provider}",
  simulated:
    "He whakakapi tēnei mō {provider} i te whakaaturanga: kāore he pūkete tūturu o {provider} e whakamahia ana.",
  accounts: "Kōwhiria tō pūkete ki {provider} kia haere tonu ki waea",
  otherAccount: "He pūkete kē atu",
  email: "Te wāhitau īmēra o te pūkete kē atu",
  firstName: "Ingoa tuatahi (kāore e herea)",
  lastName: "Ingoa whānau (kāore e herea)",
  continue: "Haere tonu",
  cancel: "Whakakore",
  chooseAccount: "Kōwhiria he pūkete, tāurua rānei te wāhitau īmēra o tētahi atu.",
  emailInvalid: "Tāurua mai he wāhitau īmēra tika.",
  expiredTitle: "Kua mutu tēnei takiuru",
  expired:
    "Kua pau te wā o tēnei whārangi, i whakatuwheratia rānei ki tētahi atu pūtirotiro. Katia tēnei matapihi, ka tīmata anō i te takiuru.",
  badRequest: "Kāore i oti tēnei hononga takiuru. Katia tēnei matapihi, ka tīmata anō i te takiuru.",
  done: "E takiuru ana koe ki waea",
  cancelled: "Kua whakakorea te takiuru",
  closeWindow: "Ka taea e koe te kati i tēnei matapihi.",
};

const PROVIDER_NAMES = { GOOGLE: "Google", APPLE: "Apple", FACEBOOK: "Facebook" } as const;

/** The page's strings in a language, with the provider's name filled in. */
export const consentText = (
  language: ConsentLanguage,
  provider: keyof typeof PROVIDER_NAMES | undefined,
): ConsentText => {
  const table = language === "mi-NZ" ? MI : EN;
  const name = provider === undefined ? "" : PROVIDER_NAMES[provider];
  const filled: Record<keyof ConsentText, string> = { ...table };
  for (const key of Object.keys(table) as Array<keyof ConsentText>)
    filled[key] = table[key].replaceAll("{provider}", name);
  return filled;
};
