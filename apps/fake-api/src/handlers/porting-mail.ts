import { translate } from "@waea/adapters/i18n";
import { sendMessage } from "../mailbox/mailbox";
import type { PortRecord } from "../world/porting";
import type { World } from "../world/world";

/** A number as a New Zealand customer writes it: "6422..." is "022...". */
const localNumber = (msisdn: string): string => (msisdn.startsWith("64") ? `0${msisdn.slice(2)}` : msisdn);

/** What the customer is told when their port reaches a state worth an e-mail; undefined for the steps between. */
const updateOf = (port: PortRecord): { readonly subject: string; readonly text: string } | undefined => {
  const number = localNumber(port.MSISDN);
  const carrier = port.Carrier ?? translate("en", "porting.carrier_unknown");
  switch (port.State) {
    case "PORT_REQUESTED":
      return {
        subject: `Your number transfer of ${number} is under way`,
        text: `${translate("en", "porting.requested", { carrier, number })} We will write again when it is done.`,
      };
    case "PORT_REJECTED": {
      // A rejection without a reason of its own is the default one: the details did not match (world/porting.ts).
      const reason = (port.Reason ?? "ACCOUNT_DETAILS_MISMATCH").toLowerCase();
      return {
        subject: `Your number transfer of ${number} was rejected`,
        text: `${translate("en", `porting.reason_${reason}`, { carrier })} Open Number porting in My account to see what you can do next.`,
      };
    }
    case "SERVICE_ACTIVATION_FAILED":
      return {
        subject: `Your number transfer of ${number} needs you`,
        text: `${translate("en", "porting.reason_activation_failed")} ${translate("en", "porting.remedy_retry")}`,
      };
    case "PORT_COMPLETED":
      return {
        subject: `${number} is now on waea`,
        text: `Your number transfer is complete: ${number} has moved from ${carrier} and works on your waea service.`,
      };
    default:
      return undefined;
  }
};

/**
 * Porting updates in the simulated mailbox (SIM-06, issue #15): when a port is requested (or sent again), rejected,
 * failed at its service activation or completed, the customer who owns it is e-mailed, at the time the port got there (a rejection or a completion
 * happens on the world's timeline, whenever the clock is moved past it). Nothing is sent for the same state twice.
 */
export const mailPortingUpdate = (world: World, before: PortRecord | undefined, after: PortRecord): void => {
  if (before?.State === after.State && before.RequestedAtMillis === after.RequestedAtMillis) return;
  const update = updateOf(after);
  const email = world.core.customers[after.CustomerUUID]?.Email;
  if (update === undefined || email === undefined) return;
  sendMessage(
    { world, nowMillis: after.SinceMillis },
    { to: email, kind: "porting_update", subject: update.subject, text: update.text },
  );
};
