import { AddressBook } from "./address-book";
import { ContactForm } from "./contact-form";
import { ProfilePage } from "./profile-page-frame";
import styles from "./profile-pages.module.css";
import { withAccount, type AccountPageProps } from "./with-account";

/** PRO-10: shipping details: how to reach the customer for a delivery, and the delivery addresses (PRO-05). */
const ShippingDetailsPage = ({ account }: AccountPageProps) => (
  <ProfilePage title="profile:shipping_details">
    <div className={styles.stack}>
      <ContactForm account={account} />
      <AddressBook customerUuid={account.uuid} />
    </div>
  </ProfilePage>
);

export default withAccount(ShippingDetailsPage);
