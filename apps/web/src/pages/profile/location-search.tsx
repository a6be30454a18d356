import {
  addressFromLocation,
  formatAddress,
  type AddressDetails,
  type IQLocation,
} from "@waea/domain/profile";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../app/app-context";
import { FormAlert } from "../../components/form-alert";
import { SubmitButton } from "../../components/submit-button";
import type { DialogText } from "../../dialogs/dialog-store";
import { failureText } from "../../dialogs/error-text";
import styles from "./profile-pages.module.css";
import { Form } from "../../components/form/form";

/**
 * Address search through the operator's location service; a pick fills the address form field by field. Its words
 * are the profile's, or the checkout's (`texts`): the checkout shows the search without the profile's texts. The
 * location calls load when the customer searches.
 */
export const LocationSearch = ({
  onPick,
  texts = "profile",
}: {
  readonly onPick: (address: AddressDetails) => void;
  readonly texts?: "profile" | "checkout";
}) => {
  const { t } = useTranslation([texts, "web", "errors"]);
  const runtime = useRuntime();
  const id = useId();
  const [query, setQuery] = useState("");
  const [hits, setHits] = useState<ReadonlyArray<IQLocation> | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);

  const onSearch = async () => {
    setAlert(undefined);
    if (query.trim() === "") return setHits(undefined);
    setPending(true);
    const { searchLocations } = await import("./location-calls");
    const reply = await runtime.run(searchLocations(query), { report: false });
    setPending(false);
    if (reply.ok) setHits(reply.value);
    else setAlert(failureText(reply));
  };
  const pick = async (hit: IQLocation) => {
    setAlert(undefined);
    const { pickLocation } = await import("./location-calls");
    const reply = await runtime.run(pickLocation(hit), { report: false });
    if (!reply.ok) return setAlert(failureText(reply));
    setHits(undefined);
    setQuery("");
    onPick(reply.value);
  };

  return (
    <Form className={`location-search ${styles.search}`} role="search" onSubmit={onSearch}>
      <div className="field">
        <label htmlFor={id}>{t(`${texts}:find_address`)}</label>
        <input
          id={id}
          type="search"
          value={query}
          placeholder={t(`${texts}:address_search_placeholder`)}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <SubmitButton pending={pending}>{t(`${texts}:search`)}</SubmitButton>
      <FormAlert text={alert} />
      {hits === undefined ? null : hits.length === 0 ? (
        <p role="status">{t(`${texts}:no_locations`)}</p>
      ) : (
        <ul className="location-hits" aria-label={t(`${texts}:locations_found`)}>
          {hits.map((hit) => (
            <li key={`${hit.LocationProvider}:${hit.LocationProviderIDX}`}>
              <button type="button" className="link-button" onClick={() => void pick(hit)}>
                {formatAddress(addressFromLocation(hit))}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Form>
  );
};
