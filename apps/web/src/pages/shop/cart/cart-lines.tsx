import {
  cartLines,
  cartTotalCents,
  type CartEdit,
  type LocalCart,
  type LocalCartItem,
} from "@waea/domain/cart";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { Form } from "../../../components/form/form";
import { Money } from "../../../components/money";
import { TextField } from "../../../components/text-field";
import styles from "./cart.module.css";

const KIND_KEYS: Readonly<Record<LocalCartItem["type"], string>> = {
  mobile: "cart:kind_mobile",
  sim: "cart:sim_type_real_sim",
  esim: "cart:sim_type_e_sim",
  plan: "cart:kind_plan",
};

/** A line's quantity as typed; the domain's rule decides what it does (0 removes, fractions are cut). */
const QuantityForm = ({
  line,
  busy,
  onEdit,
}: {
  readonly line: LocalCartItem;
  readonly busy: boolean;
  readonly onEdit: (edit: CartEdit) => Promise<void>;
}) => {
  const { t } = useTranslation("cart");
  const [text, setText] = useState(String(line.quantity));
  const name = line.product.item.Name ?? "";
  return (
    <Form
      className={styles.quantity}
      onSubmit={() => onEdit({ _tag: "SetQuantity", id: line.id, quantity: Number(text.trim() || "0") })}
    >
      <TextField
        label={t("cart:quantity_of", { name })}
        value={text}
        onValue={setText}
        inputMode="numeric"
        autoComplete="off"
      />
      <Button type="submit" variant="secondary" pending={busy}>
        {t("cart:update_quantity")}
      </Button>
    </Form>
  );
};

/**
 * The cart's lines (SHOP-02): each with its kind, price and quantity; a quantity to change where the line allows
 * one, a remove button where it may be removed (a SIM's plan leaves with its SIM), and the total.
 */
export const CartLines = ({
  cart,
  busy,
  onEdit,
  readOnly = false,
}: {
  readonly cart: LocalCart;
  readonly busy: boolean;
  readonly onEdit: (edit: CartEdit) => Promise<void>;
  /** An order already placed for these lines (its payment to retry): they are shown, not changed. */
  readonly readOnly?: boolean;
}) => {
  const { t } = useTranslation("cart");
  const lines = cartLines(cart);
  return (
    <>
      <ul className={styles.lines} aria-label={t("cart:lines_label")}>
        {lines.map((line) => {
          const name = line.product.item.Name ?? t(KIND_KEYS[line.type]);
          return (
            <li key={line.id} className={styles.line}>
              <div className={styles.what}>
                <span className={styles.name}>{name}</span>
                <span className={styles.kind}>{t(KIND_KEYS[line.type])}</span>
              </div>
              <span className={styles.price}>
                {line.quantity > 1 ? `${line.quantity} × ` : null}
                <Money cents={line.price} />
              </span>
              {line.quantifiable && !readOnly ? (
                <QuantityForm key={line.quantity} line={line} busy={busy} onEdit={onEdit} />
              ) : null}
              {line.removable && !readOnly ? (
                <Button
                  variant="link"
                  pending={busy}
                  onClick={() => void onEdit({ _tag: "Remove", id: line.id })}
                >
                  {t("cart:remove_line", { name })}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className={styles.total}>
        {t("cart:total")} <Money cents={cartTotalCents(cart)} />
      </p>
    </>
  );
};
