import { Button } from '../../../../ui/Button/Button';
import { Modal } from '../../../../ui/Modal/Modal';
import * as styles from './my-plan.css';

export type Store = 'appStore' | 'googlePlay';

/** Apple's and Google's own steps for cancelling a subscription bought in their store. */
const STORE_STEPS: Record<Store, { name: string; steps: (product: string) => string[] }> = {
  appStore: {
    name: 'the App Store',
    steps: (product) => [
      'Open the Settings app on your iPhone or iPad.',
      'Tap your name, then tap Subscriptions.',
      `Tap the ${product} subscription.`,
      'Tap Cancel Subscription, then confirm.',
    ],
  },
  googlePlay: {
    name: 'Google Play',
    steps: (product) => [
      'Open the Google Play Store app on your Android device.',
      'Tap your profile icon, then Payments & subscriptions, then Subscriptions.',
      `Select the ${product} subscription.`,
      'Tap Cancel subscription and follow the instructions.',
    ],
  },
};

/** Spec 2.16 manage-subscriptions modal: a plan billed by a mobile store is cancelled in that store. */
export function ManageSubscriptionsModal({
  store,
  productName,
  onClose,
}: {
  store: Store | null;
  productName: string;
  onClose: () => void;
}) {
  const info = store ? STORE_STEPS[store] : null;
  return (
    <Modal open={info !== null} title="Manage your subscription" onClose={onClose}>
      {info && (
        <>
          <p>
            You subscribed through the {productName} mobile app, so your subscription is billed by {info.name} and can
            only be cancelled there. To cancel it in {info.name}:
          </p>
          <ol className={styles.steps}>
            {info.steps(productName).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className={styles.warning}>Deleting the app does not cancel your subscription.</p>
        </>
      )}
      <Button onClick={onClose}>Got it</Button>
    </Modal>
  );
}
