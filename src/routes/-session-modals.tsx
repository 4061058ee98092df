import { useSelector } from '@xstate/react';
import { session } from '../app/session';
import {
  accountSwitch,
  activationEmail,
  isCheckFailed,
  isLeavingToCheckout,
  isSubscriptionMissing,
} from '../app/session-selectors';
import { Button } from '../ui/Button/Button';
import { Modal } from '../ui/Modal/Modal';
import { SubscriptionMissingIllustration } from '../ui/illustrations/SubscriptionMissingIllustration';
import { ActivationModal } from './-activation-modal';
import { SwitchAccountModal } from './-switch-account-modal';

const sameAccountSwitch = (a: ReturnType<typeof accountSwitch>, b: ReturnType<typeof accountSwitch>) =>
  a?.current === b?.current && a?.link === b?.link;

/** The session's global modals (spec 2.16): activation, subscription not found, check failed; a login link's switch question. */
export function SessionModals() {
  const activationAddress = useSelector(session, activationEmail);
  const subscriptionMissing = useSelector(session, isSubscriptionMissing);
  const leaving = useSelector(session, isLeavingToCheckout);
  const checkFailed = useSelector(session, isCheckFailed);
  const switchQuestion = useSelector(session, accountSwitch, sameAccountSwitch);
  return (
    <>
      <SwitchAccountModal accounts={switchQuestion} />
      <ActivationModal address={activationAddress} onClose={() => session.send({ type: 'activation.dismiss' })} />
      <Modal
        open={subscriptionMissing}
        title="Something went wrong..."
        image={<SubscriptionMissingIllustration />}
        onClose={() => session.send({ type: 'subscriptionNotFound.dismiss' })}
      >
        <p>
          We could not find a subscription for this account. Please check your email and password, or buy a subscription
          to continue.
        </p>
        <Button loading={leaving} onClick={() => session.send({ type: 'subscriptionNotFound.continue' })}>
          Continue
        </Button>
      </Modal>
      <Modal
        open={checkFailed}
        title="Something went wrong"
        onClose={() => session.send({ type: 'subscriptionNotFound.dismiss' })}
      >
        <p>We could not check your subscription just now. Please try again.</p>
        <Button onClick={() => session.send({ type: 'subscription.retry' })}>Try again</Button>
      </Modal>
    </>
  );
}
