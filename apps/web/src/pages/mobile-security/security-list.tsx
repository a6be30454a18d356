import type { MobileSecurity, SecurityChange, SecurityListName } from "@waea/domain/mobile-security";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { Form } from "../../components/form/form";
import { FormFooter } from "../../components/form-footer/form-footer";
import { TextField } from "../../components/text-field";
import type { DialogText } from "../../dialogs/dialog-store";
import styles from "./mobile-security.module.css";

/** One list (block or allow): its numbers, each with a remove button, and a number to add. */
export const SecurityList = ({
  list,
  security,
  pending,
  onChange,
}: {
  readonly list: SecurityListName;
  readonly security: MobileSecurity;
  readonly pending: boolean;
  /** Saves a change; resolves with the refusal to show beside the form, if any. */
  readonly onChange: (change: SecurityChange) => Promise<DialogText | undefined>;
}) => {
  const { t } = useTranslation(["security", "web"]);
  const [number, setNumber] = useState("");
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const numbers = list === "block" ? security.BlockList : security.AllowList;
  const add = async () => {
    const refused = await onChange({ _tag: "Add", list, number });
    setAlert(refused);
    if (refused === undefined) setNumber("");
  };
  return (
    <Card title={t(list === "block" ? "security:block_title" : "security:allow_title")} level={2}>
      {numbers.length === 0 ? (
        <p>{t(list === "block" ? "security:block_empty" : "security:allow_empty")}</p>
      ) : (
        <ul className={styles.numbers}>
          {numbers.map((item) => (
            <li key={item}>
              <span>+{item}</span>
              <Button
                variant="link"
                disabled={pending}
                onClick={() => void onChange({ _tag: "Remove", list, number: item })}
              >
                {t("security:remove", { number: `+${item}` })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form onSubmit={add}>
        <TextField
          label={t("security:number")}
          inputMode="tel"
          autoComplete="off"
          value={number}
          onValue={setNumber}
        />
        <FormFooter alert={alert} pending={pending} submit={t("security:add")} />
      </Form>
    </Card>
  );
};
