import type { DownloadedFile } from "@waea/domain/billing";
import type * as Effect from "effect/Effect";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../app/app-context";
import type { AppServices } from "../../app/services";
import { Button } from "../../components/button/button";
import { FormAlert } from "../../components/form-alert";
import type { DialogText } from "../../dialogs/dialog-store";
import { failureText, type WebError } from "../../dialogs/error-text";
import { saveFile } from "./save-file";

/**
 * Downloads a document's PDF through its use case (which names the file and refuses an empty one, spec 02 §5) and
 * saves it; the spec's file errors show beside the button.
 */
export const DownloadButton = <E extends WebError>({
  label,
  download,
}: {
  readonly label: string;
  readonly download: () => Effect.Effect<DownloadedFile, E, AppServices>;
}) => {
  const { t } = useTranslation("billing");
  const runtime = useRuntime();
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const onClick = async () => {
    setAlert(undefined);
    setPending(true);
    const reply = await runtime.run(download(), { report: false });
    setPending(false);
    if (!reply.ok) return setAlert(failureText(reply));
    saveFile(reply.value);
  };
  return (
    <div>
      <Button variant="secondary" pending={pending} onClick={() => void onClick()}>
        {label}
      </Button>
      <span className="visually-hidden" role="status">
        {pending ? t("billing:downloading") : ""}
      </span>
      <FormAlert text={alert} />
    </div>
  );
};
