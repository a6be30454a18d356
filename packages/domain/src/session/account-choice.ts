/**
 * AUTH-11: the customer account to open once signed in: the one chosen before, if the login still owns it; else
 * the only one it has; else none (several accounts and no choice yet: the visitor chooses one).
 */
export const accountToOpen = (
  accounts: ReadonlyArray<string>,
  chosenBefore: string | undefined,
): string | undefined =>
  chosenBefore !== undefined && accounts.includes(chosenBefore)
    ? chosenBefore
    : accounts.length === 1
      ? accounts[0]
      : undefined;
