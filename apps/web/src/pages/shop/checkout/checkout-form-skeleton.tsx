import { Skeleton, SkeletonGroup } from "../../../components/skeleton/skeleton";
import styles from "../shop.module.css";

/**
 * The checkout form's place while its chunk, the pending payment and the address book load: its cards (where to
 * deliver, the address, the number to keep, how to pay) and its button at their loaded heights on a phone (412 px)
 * and a desktop (1280 px), within a rem. Nothing below them moves when the form comes (issue 16: no layout shift).
 */
export const CheckoutFormSkeleton = ({ porting }: { readonly porting: boolean }) => (
  <SkeletonGroup>
    <div className={styles.stack}>
      <Skeleton shape="card" height="15rem" lines={2} />
      <Skeleton shape="card" height="38rem" lines={6} />
      {porting ? <Skeleton shape="card" height="7rem" lines={1} /> : null}
      <Skeleton shape="card" height="13.5rem" lines={2} />
      <Skeleton shape="block" width="10rem" height="2.75rem" />
    </div>
  </SkeletonGroup>
);
