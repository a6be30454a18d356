import type { MobileProduct } from "@waea/domain/account";
import type { ReauthCredential } from "@waea/domain/sim";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Outcome } from "../../app/outcome";
import { Form } from "../../components/form/form";
import { FormFooter } from "../../components/form-footer/form-footer";
import type { WebError } from "../../dialogs/error-text";
import { credentialOf, NO_REAUTH, ReauthFields, type Reauth } from "./reauth-fields";
import { errorsOf, simFailure, type SimFailure } from "./sim-failure";

/**
 * The form of a sensitive SIM action (SIM-02, SIM-03, SIM-05): the action's own fields, the password or e-mailed
 * code, and the button. A refusal is said beside its field or above the button; the first invalid field gets focus.
 */
export const SimActionForm = ({
  customerUUID,
  product,
  submit,
  run,
  children,
}: {
  readonly customerUUID: string;
  readonly product: MobileProduct;
  /** The button's words (an i18n key). */
  readonly submit: string;
  /** Runs the action with the credential; its outcome decides what the form says. */
  readonly run: (credential: ReauthCredential) => Promise<Outcome<unknown, WebError>>;
  /** The action's own fields, given the failure to show beside them. */
  readonly children?: (failure: SimFailure) => ReactNode;
}) => {
  const { t } = useTranslation(["sim", "web"]);
  const formRef = useRef<HTMLFormElement>(null);
  const [reauth, setReauth] = useState<Reauth>(NO_REAUTH);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<SimFailure>({});
  /** Bumped by each refusal of a field: the first invalid field gets focus once it is drawn as invalid. */
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  const send = async () => {
    setFailure({});
    setPending(true);
    const outcome = await run(credentialOf(reauth));
    setPending(false);
    const next = simFailure(outcome);
    setFailure(next);
    if (next.field !== undefined) setRefused((n) => n + 1);
  };
  return (
    <Form ref={formRef} onSubmit={send}>
      {children?.(failure)}
      <ReauthFields
        customerUUID={customerUUID}
        productUUID={product.UUID}
        value={reauth}
        onChange={setReauth}
        errors={errorsOf(failure, "credential")}
      />
      <FormFooter alert={failure.alert} pending={pending} submit={t(submit)} />
    </Form>
  );
};
