import {
  PhoneBrands,
  PhoneColours,
  PhoneModels,
  PhoneSimCounts,
  PhoneStorage,
  phoneFacetCounts,
  toggleFilterOption,
  type FilterOption,
  type PhoneFilter,
  type ShopPhone,
} from "@waea/domain/cart";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckboxField } from "../../../components/checkbox-field";
import styles from "./catalogue.module.css";

type Facet = keyof PhoneFilter;

/** A facet's options as checkboxes, each with how many phones it has; options no phone has are left out. */
const FacetOptions = <V extends string | number>({
  legend,
  options,
  counts,
  chosen,
  onToggle,
  swatch,
}: {
  readonly legend: string;
  readonly options: ReadonlyArray<FilterOption<V>>;
  readonly counts: Readonly<Record<string, number>>;
  readonly chosen: ReadonlyArray<V>;
  readonly onToggle: (value: V) => void;
  readonly swatch?: (value: V) => string | undefined;
}) => {
  const { t } = useTranslation("cart");
  const offered = options.filter((option) => (counts[String(option.value)] ?? 0) > 0);
  if (offered.length === 0) return null;
  return (
    <fieldset className={styles.facet}>
      <legend>{legend}</legend>
      {offered.map((option) => {
        const hex = swatch?.(option.value);
        return (
          <CheckboxField
            key={String(option.value)}
            checked={chosen.includes(option.value)}
            onChecked={() => onToggle(option.value)}
            label={
              <>
                {hex === undefined ? null : (
                  <span className={styles.swatch} style={{ backgroundColor: hex }} aria-hidden="true" />
                )}
                {t("cart:option_count", { title: option.title, count: counts[String(option.value)] ?? 0 })}
              </>
            }
          />
        );
      })}
    </fieldset>
  );
};

const chosenCount = (filter: PhoneFilter): number =>
  Object.values(filter).reduce((total, chosen: ReadonlyArray<unknown>) => total + chosen.length, 0);

/** Whether the filters start open: beside the phones on a wide screen, folded above them on a phone. */
const wideScreen = (): boolean =>
  typeof window !== "undefined" &&
  typeof window.matchMedia === "function" &&
  window.matchMedia("(min-width: 1024px)").matches;

/**
 * The phone filter sidebar (SHOP-01, spec 03 §2, §3): brands, models, colours with their swatches, storage and SIM
 * count, each option with its number of phones; options of one facet are alternatives (the domain's filter).
 */
export const PhoneFilters = ({
  phones,
  filter,
  onFilter,
}: {
  readonly phones: ReadonlyArray<ShopPhone>;
  readonly filter: PhoneFilter;
  readonly onFilter: (filter: PhoneFilter) => void;
}) => {
  const { t } = useTranslation("cart");
  const [open, setOpen] = useState(wideScreen);
  const counts = phoneFacetCounts(phones);
  const toggle =
    <F extends Facet>(facet: F) =>
    (value: PhoneFilter[F][number]) =>
      onFilter(toggleFilterOption(filter, facet, value));
  const on = chosenCount(filter);
  return (
    <details className={styles.filters} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {t("cart:phone_filters")}
        {on > 0 ? <span className={styles.muted}>{t("cart:filters_chosen", { count: on })}</span> : null}
      </summary>
      <div className={styles.facets}>
        <FacetOptions
          legend={t("cart:filter_brand")}
          options={PhoneBrands}
          counts={counts.brands}
          chosen={filter.brands}
          onToggle={toggle("brands")}
        />
        <FacetOptions
          legend={t("cart:filter_model")}
          options={PhoneModels}
          counts={counts.models}
          chosen={filter.models}
          onToggle={toggle("models")}
        />
        <FacetOptions
          legend={t("cart:filter_colour")}
          options={PhoneColours}
          counts={counts.colours}
          chosen={filter.colours}
          onToggle={toggle("colours")}
          swatch={(value) => PhoneColours.find((colour) => colour.value === value)?.hex}
        />
        <FacetOptions
          legend={t("cart:filter_storage")}
          options={PhoneStorage}
          counts={counts.storage}
          chosen={filter.storage}
          onToggle={toggle("storage")}
        />
        <FacetOptions
          legend={t("cart:filter_sims")}
          options={PhoneSimCounts}
          counts={counts.simCounts}
          chosen={filter.simCounts}
          onToggle={toggle("simCounts")}
        />
      </div>
    </details>
  );
};
