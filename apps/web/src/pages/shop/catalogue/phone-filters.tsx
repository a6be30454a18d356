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

/** How many phones each option of each facet has (the domain's phoneFacetCounts). */
type PhoneFacetCounts = Readonly<Record<Facet, Readonly<Record<string, number>>>>;

/**
 * One facet of the sidebar: its options as checkboxes, each with how many phones it has (options no phone has are
 * left out); a tick toggles the option in the filter (the domain's rule).
 */
const FilterGroup = <F extends Facet>({
  facet,
  legend,
  options,
  counts,
  filter,
  onFilter,
  swatch,
}: {
  readonly facet: F;
  readonly legend: string;
  readonly options: ReadonlyArray<FilterOption<PhoneFilter[F][number]>>;
  readonly counts: PhoneFacetCounts;
  readonly filter: PhoneFilter;
  readonly onFilter: (filter: PhoneFilter) => void;
  readonly swatch?: (value: PhoneFilter[F][number]) => string | undefined;
}) => {
  const { t } = useTranslation(["cart", "shop"]);
  const counted = counts[facet];
  const chosen: ReadonlyArray<PhoneFilter[F][number]> = filter[facet];
  const offered = options.filter((option) => (counted[String(option.value)] ?? 0) > 0);
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
            onChecked={() => onFilter(toggleFilterOption(filter, facet, option.value))}
            label={
              <>
                {hex === undefined ? null : (
                  <span className={styles.swatch} style={{ backgroundColor: hex }} aria-hidden="true" />
                )}
                {t("shop:option_count", { title: option.title, count: counted[String(option.value)] ?? 0 })}
              </>
            }
          />
        );
      })}
    </fieldset>
  );
};

const colourSwatch = (value: string): string | undefined =>
  PhoneColours.find((colour) => colour.value === value)?.hex;

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
  const { t } = useTranslation(["cart", "shop"]);
  const [open, setOpen] = useState(wideScreen);
  const group = { counts: phoneFacetCounts(phones), filter, onFilter };
  const on = chosenCount(filter);
  return (
    <details className={styles.filters} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {t("shop:phone_filters")}
        {on > 0 ? <span className={styles.muted}>{t("shop:filters_chosen", { count: on })}</span> : null}
      </summary>
      <div className={styles.facets}>
        <FilterGroup facet="brands" legend={t("shop:filter_brand")} options={PhoneBrands} {...group} />
        <FilterGroup facet="models" legend={t("shop:filter_model")} options={PhoneModels} {...group} />
        <FilterGroup
          facet="colours"
          legend={t("shop:filter_colour")}
          options={PhoneColours}
          swatch={colourSwatch}
          {...group}
        />
        <FilterGroup facet="storage" legend={t("shop:filter_storage")} options={PhoneStorage} {...group} />
        <FilterGroup facet="simCounts" legend={t("shop:filter_sims")} options={PhoneSimCounts} {...group} />
      </div>
    </details>
  );
};
