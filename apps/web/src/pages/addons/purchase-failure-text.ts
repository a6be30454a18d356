import { cardConfirmationErrorKey } from "@waea/domain/payments";
import type { Crashed, Failed } from "../../app/outcome";
import type { DialogText } from "../../dialogs/dialog-store";
import { failureText, type WebError } from "../../dialogs/error-text";
import { i18nKey } from "../../i18n/message";

/**
 * What a failed purchase says: a card the provider declined in the catalogue's words (spec 02 §8, the domain's
 * cardConfirmationErrorKey, so "Payment is failed" reads in the page's language), anything else as errorText says.
 */
export const purchaseFailureText = (outcome: Failed<WebError> | Crashed): DialogText | undefined =>
  !outcome.defect && outcome.error._tag === "CardConfirmationError"
    ? { key: i18nKey(cardConfirmationErrorKey(outcome.error)) }
    : failureText(outcome);
