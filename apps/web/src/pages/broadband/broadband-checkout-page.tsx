import { loadBroadbandCheckout, type BroadbandNetwork } from "@waea/domain/broadband";
import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState } from "../../app/app-context";
import { buttonClass } from "../../components/button/button";
import { EmptyState } from "../../components/empty-state/empty-state";
import { Loaded } from "../../components/loaded/loaded";
import { PageTitle } from "../../components/page-title";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import type { PageProps } from "../../shell/page-props";
import { useCurrentAccount } from "../profile/use-account";
import { Flow } from "./broadband-flow";
import { CheckoutStep } from "./checkout-step";
import { LATER_STEPS } from "./flow-steps";
import styles from "./broadband.module.css";

/** With no choice in progress: where to start one (the fibre page for fibre, the flow for both). */
const NothingInProgress = ({ network }: { readonly network: BroadbandNetwork }) => {
  const { t } = useTranslation("broadband");
  const { settings } = useAppState();
  return (
    <EmptyState
      title={t(`broadband:checkout_none_${network}`)}
      text={t("broadband:checkout_none_text")}
      action={
        <>
          {network === "ufb" && settings.flags.ufb ? (
            <Link href={staticHref("ufb")} className={buttonClass("primary")}>
              {t("broadband:checkout_see_fibre")}
            </Link>
          ) : null}
          <Link
            href={staticHref("broadband")}
            className={buttonClass(network === "ufb" ? "secondary" : "primary")}
          >
            {t("broadband:checkout_start")}
          </Link>
        </>
      }
    />
  );
};

/** The page's first paint is the flow's checkout step: an order followed and its booking load when reached. */
const CHECKOUT_STEPS = { ...LATER_STEPS, Checkout: CheckoutStep };

/**
 * checkout-ufb and checkout-fwa (03 §2, BB-01, BB-03): the broadband flow's own checkout step for a plan of the
 * network, opened with the choices kept when the flow reached checkout (address, plan, modem), then the order
 * followed and the visit booked on this page. A customer whose order of the network is being set up comes back to
 * it. With nothing in progress the page says so and links to where an order starts.
 */
const BroadbandCheckoutPage = ({ route }: PageProps) => {
  const { t } = useTranslation("broadband");
  const network: BroadbandNetwork = route.id === "checkout-fwa" ? "fwa" : "ufb";
  const customerUUID = useCurrentAccount()?.uuid;
  const found = useLoad(
    () => loadBroadbandCheckout(network, customerUUID),
    `${network}/${customerUUID ?? ""}`,
  );
  const title = t(`broadband:checkout_title_${network}`);
  return (
    <div className={`page page-form ${styles.page ?? ""}`}>
      <PageTitle title={title} />
      <h1>{title}</h1>
      <Loaded
        load={found}
        skeleton={
          <SkeletonGroup>
            <Skeleton shape="card" height="16rem" />
          </SkeletonGroup>
        }
      >
        {(checkout) =>
          checkout._tag === "Nothing" ? (
            <NothingInProgress network={network} />
          ) : (
            <Flow
              steps={CHECKOUT_STEPS}
              key={`${customerUUID ?? "visitor"}/${checkout._tag}`}
              resumed={checkout._tag === "Order" ? checkout.order : undefined}
              draft={checkout._tag === "Choices" ? checkout.flow : undefined}
              customerUUID={customerUUID}
            />
          )
        }
      </Loaded>
    </div>
  );
};

export default BroadbandCheckoutPage;
