import { formatAddress, loadAddresses, type AddressDetails } from "@waea/domain/profile";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { useLoad } from "../../../components/use-load";
import { LocationSearch } from "../../profile/location-search";
import styles from "../shop.module.css";

/**
 * Where a delivery address can come from besides typing it (SHOP-05): the customer's address book (default first)
 * and the location search. Either fills the form; a failed read of the book leaves typing and searching.
 */
export const AddressSources = ({
  customerUUID,
  onPick,
}: {
  readonly customerUUID: string;
  readonly onPick: (address: AddressDetails) => void;
}) => {
  const { t } = useTranslation("checkout");
  const book = useLoad(() => loadAddresses(customerUUID), customerUUID);
  const saved = book.state.status === "ready" ? book.state.value : [];
  return (
    <div className={styles.stack}>
      {saved.length === 0 ? null : (
        <ul className={styles.addresses} aria-label={t("checkout:saved_addresses")}>
          {saved.map((address) => (
            <li key={address.AddressUUID}>
              <Button variant="secondary" onClick={() => onPick(address)}>
                {t("checkout:use_address", { address: formatAddress(address) })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <LocationSearch onPick={onPick} />
    </div>
  );
};
