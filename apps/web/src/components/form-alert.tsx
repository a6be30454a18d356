import { useTranslation } from "react-i18next";
import type { DialogText } from "../dialogs/dialog-store";
import { translateMessage } from "../i18n/message";

/** A message about the whole form (the operator refused it), announced at once; nothing when there is none. */
export const FormAlert = ({ text }: { readonly text: DialogText | undefined }) => {
  const { t } = useTranslation(["web", "errors"]);
  return text === undefined ? null : (
    <p className="form-alert" role="alert">
      {translateMessage(t, text)}
    </p>
  );
};

/** A confirmation that something was saved, announced politely. */
export const FormStatus = ({ text }: { readonly text: DialogText | undefined }) => {
  const { t } = useTranslation(["web"]);
  return text === undefined ? null : (
    <p className="form-status" role="status">
      {t(text.key, text.params ?? {})}
    </p>
  );
};
