import { useSelector } from '@xstate/react';
import { CHECK_FAILED_COPY, SUBSCRIPTION_MISSING_COPY } from '../../content/sign-in';
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
        title={SUBSCRIPTION_MISSING_COPY.title}
        image={<SubscriptionMissingIllustration />}
        onClose={() => session.send({ type: 'subscriptionNotFound.dismiss' })}
      >
        <p>{SUBSCRIPTION_MISSING_COPY.text}</p>
        <Button loading={leaving} onClick={() => session.send({ type: 'subscriptionNotFound.continue' })}>
          {SUBSCRIPTION_MISSING_COPY.continue}
        </Button>
      </Modal>
      <Modal
        open={checkFailed}
        title={CHECK_FAILED_COPY.title}
        onClose={() => session.send({ type: 'subscriptionNotFound.dismiss' })}
      >
        <p>{CHECK_FAILED_COPY.text}</p>
        <Button onClick={() => session.send({ type: 'subscription.retry' })}>{CHECK_FAILED_COPY.retry}</Button>
      </Modal>
    </>
  );
}
