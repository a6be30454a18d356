import { GuestPage } from "./guest-page";

/** GST-02: /pay-bill, a bill paid by its invoice or account number by a visitor who has not signed in. */
const GuestPayBillPage = () => <GuestPage kind="pay_bill" />;

export default GuestPayBillPage;
