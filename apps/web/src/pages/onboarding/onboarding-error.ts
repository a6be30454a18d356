/** The message key of an onboarding failure (OnboardingFailed), when it is one. */
export const onboardingKeyOf = (error: unknown): string | undefined => {
  if (typeof error !== "object" || error === null) return undefined;
  const key: unknown = Reflect.get(error, "messageKey");
  return typeof key === "string" ? key : undefined;
};
