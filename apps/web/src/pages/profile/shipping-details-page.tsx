import { AddressBook } from "./address-book";
import { ContactForm } from "./contact-form";
import { ProfilePage } from "./profile-page-frame";
import { withAccount, type AccountPageProps } from "./with-account";

/** PRO-10: shipping details: how to reach the customer for a delivery, and the delivery addresses (PRO-05). */
const ShippingDetailsPage = ({ account }: AccountPageProps) => (
  <ProfilePage title="profile:shipping_details">
    <ContactForm account={account} />
    <AddressBook customerUuid={account.uuid} />
  </ProfilePage>
);

export default withAccount(ShippingDetailsPage);
