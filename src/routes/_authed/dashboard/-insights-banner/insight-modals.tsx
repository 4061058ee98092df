import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { ALMOST_READY_MODAL_COPY, PROCESSING_MODAL_COPY } from '../../../../../content/insights-status';
import {
  insightStatusMachine,
  isAlmostReadyModalOpen,
  isProcessingModalOpen,
} from '../../../../../machines/insight-status.machine';
import { Button } from '../../../../ui/Button/Button';
import { Modal } from '../../../../ui/Modal/Modal';

type InsightStatusActor = ActorRefFrom<typeof insightStatusMachine>;

interface InsightModalProps {
  insights: InsightStatusActor;
}

interface ModalCopy {
  title: string;
  text: string;
  dismiss: string;
}

function InsightModal({ insights, open, copy }: InsightModalProps & { open: boolean; copy: ModalCopy }) {
  const dismiss = () => insights.send({ type: 'insightsModal.dismiss' });
  return (
    <Modal open={open} title={copy.title} onClose={dismiss}>
      <p>{copy.text}</p>
      <Button onClick={dismiss}>{copy.dismiss}</Button>
    </Modal>
  );
}

/** Spec 2.16: 'Insights are almost ready' with 'Got it'. */
export function AlmostReadyModal({ insights }: InsightModalProps) {
  const open = useSelector(insights, isAlmostReadyModalOpen);
  return <InsightModal insights={insights} open={open} copy={ALMOST_READY_MODAL_COPY} />;
}

/** Spec 2.16: the processing-insights modal. */
export function ProcessingModal({ insights }: InsightModalProps) {
  const open = useSelector(insights, isProcessingModalOpen);
  return <InsightModal insights={insights} open={open} copy={PROCESSING_MODAL_COPY} />;
}
