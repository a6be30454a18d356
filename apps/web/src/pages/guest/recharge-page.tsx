import { GuestPage } from "./guest-page";

/** GST-01: /recharge, a prepay number topped up by a visitor who has not signed in. */
const RechargePage = () => <GuestPage kind="recharge" />;

export default RechargePage;
