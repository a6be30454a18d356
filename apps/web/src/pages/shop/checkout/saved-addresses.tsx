import { formatAddress, type AddressDetails, type DeliveryAddress } from "@waea/domain/profile";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { LocationSearch } from "../../profile/location-search";
import styles from "../shop.module.css";

/**
 * Where a delivery address can come from besides typing it (SHOP-05): the customer's address book (default first)
 * and the location search. Either fills the form; a failed read of the book (no `saved`) leaves typing and
 * searching. The form reads the book before it shows, so the list does not push the form down when it comes.
 */
export const AddressSources = ({
  saved,
  onPick,
}: {
  readonly saved: ReadonlyArray<DeliveryAddress>;
  readonly onPick: (address: AddressDetails) => void;
}) => {
  const { t } = useTranslation("checkout");
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
      <LocationSearch onPick={onPick} texts="checkout" />
    </div>
  );
};
