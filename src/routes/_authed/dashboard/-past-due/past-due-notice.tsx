import { useActorRef, useSelector } from '@xstate/react';
import { updateCardLogic } from '../../../../app/membership';
import { isOpeningCardUpdate, updateCardError } from '../../../../app/membership-selectors';
import { session } from '../../../../app/session';
import { isPastDue } from '../../../../app/session-selectors';
import { PastDueNoticeView } from './past-due-notice-view';

/** My Plan's and the dashboard's notice of a failed renewal payment, with 'Update card'; nothing otherwise. */
export function PastDueNotice() {
  const pastDue = useSelector(session, isPastDue);
  return pastDue ? <UpdateCardNotice /> : null;
}

function UpdateCardNotice() {
  const updateCard = useActorRef(updateCardLogic);
  const busy = useSelector(updateCard, isOpeningCardUpdate);
  const error = useSelector(updateCard, updateCardError);
  return <PastDueNoticeView busy={busy} error={error} onUpdate={() => updateCard.send({ type: 'updateCard.open' })} />;
}
