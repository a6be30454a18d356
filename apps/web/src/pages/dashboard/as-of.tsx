import { formatNzTime } from "@waea/domain/calendar";
import { useTranslation } from "react-i18next";

/** When a figure was read ("as of 14:41:07", NZ time): the moment of the read that brought it. */
export const AsOf = ({ millis }: { readonly millis: number }) => {
  const { t } = useTranslation("dashboard");
  return (
    <p className="as-of">
      <time dateTime={new Date(millis).toISOString()}>
        {t("dashboard:as_of", { time: formatNzTime(millis) })}
      </time>
    </p>
  );
};
