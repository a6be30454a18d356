import { Option } from "commander";
import type { FibreKind, FibreRecords, NotedFibreKind } from "@waea/domain/broadband";
import { formatNzDate } from "@waea/domain/calendar";
import { formatNzd } from "@waea/domain/money";
import { nanosToMillis } from "@waea/domain/ports";
import { cliText } from "../../i18n/cli-catalog";

/** The fibre collections as the desk names them: fibre orders, fibre services, wholesale products. */
export const FIBRE_KINDS = {
  orders: "UFB_order",
  services: "UFB",
  wholesale: "lfc_product",
} as const satisfies Readonly<Record<string, FibreKind>>;
export type FibreKindName = keyof typeof FIBRE_KINDS;
export const NOTED_KINDS = ["orders", "services"] as const satisfies ReadonlyArray<FibreKindName>;
export type NotedKindName = (typeof NOTED_KINDS)[number];

export const notedKind = (name: NotedKindName): NotedFibreKind => FIBRE_KINDS[name];

/** --kind: which collection (fibre orders by default). */
export const kindOption = (choices: ReadonlyArray<string> = Object.keys(FIBRE_KINDS)): Option =>
  new Option("--kind <kind>", cliText("cli.fibre.option_kind")).choices(choices).default("orders");

export type AnyFibreRecord = FibreRecords[FibreKind];

const date = (nanos: number | undefined): string =>
  nanos === undefined ? "" : formatNzDate(nanosToMillis(nanos));

/** A record as one row: its UUID, whose (or what) it is, its status (or company and price), when it was made. */
export const recordRow = (record: AnyFibreRecord): ReadonlyArray<string> => {
  if ("LFC" in record)
    return [
      record.UUID,
      record.Name,
      `${record.LFC} ${record.DownloadMbps}/${record.UploadMbps} ${formatNzd(record.WholesaleCents)}`,
      date(record.CreatedAtNanos),
    ];
  if ("OrderType" in record)
    return [record.UUID, record.CustomerUUID, record.Status, date(record.CreatedAtNanos)];
  return [
    record.UUID,
    record.CustomerUUID,
    `${String(record.Status)}${record.ServiceID === undefined ? "" : ` ${record.ServiceID}`}`,
    date(record.CreatedAtNanos),
  ];
};
