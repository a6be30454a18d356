import { loadSimDetails } from "@waea/domain/sim";
import { useAppState } from "../../app/app-context";
import { useLoad } from "../../components/use-load";

/** The SIM of the page's service (SIM-04), read when the page opens (SIM card actions, SIM details). */
export const useSimDetails = (customerUUID: string, productUUID: string) => {
  const { settings } = useAppState();
  return useLoad(
    () => loadSimDetails({ settings, customerUUID, productUUID }),
    `${customerUUID}/${productUUID}`,
  );
};
