/**
 * The full-screen cancellation flow (spec 2.15): one flow actor per visit, started with what the
 * session knows; each step renders its state and sends events. When the flow ends the screen goes
 * back to My Plan, or home after 'Back to home page'.
 */
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type ReactElement } from 'react';
import type { CancelFlowStep } from '../../../../../machines/cancel-flow.machine';
import { cancelFlowStart } from '../../../../app/membership-events';
import { FullScreenLoader } from '../../../../ui/FullScreenLoader/FullScreenLoader';
import { CancelFlow, currentOutcome, currentStep, exit, type Outcome } from './cancel-flow-context';
import { ChangePlanStep, MyActivePlanStep, PleaseWaitStep, YourMembershipStep } from './steps-membership';
import { MakeTheMostStep, ReviewStep, SurveyStep } from './steps-survey';
import { CanceledOutcome, DontLoseStep, LastThingStep, PlanUpdatedOutcome } from './steps-final';

/** The steps of spec 2.15 by number (the machine's `meta.step`), and its outcomes by state. */
const STEPS: Record<CancelFlowStep, () => ReactElement> = {
  0: MyActivePlanStep,
  1: PleaseWaitStep,
  2: YourMembershipStep,
  3: ChangePlanStep,
  4: MakeTheMostStep,
  5: SurveyStep,
  6: ReviewStep,
  7: LastThingStep,
  8: DontLoseStep,
};
const OUTCOMES: Record<Outcome, () => ReactElement> = {
  planUpdated: PlanUpdatedOutcome,
  canceled: CanceledOutcome,
};

export function CancelFlowScreen() {
  // Read once: the flow starts from the session as it is now (a later re-check must not restart it).
  const [input] = useState(cancelFlowStart);
  return (
    <CancelFlow.Provider options={{ input }}>
      <CancelFlowSteps />
    </CancelFlow.Provider>
  );
}

/** The steps themselves, under a provided flow actor (the screen above, or a test with its own options). */
export function CancelFlowSteps() {
  const step = CancelFlow.useSelector(currentStep);
  const outcome = CancelFlow.useSelector(currentOutcome);
  const leaveTo = CancelFlow.useSelector(exit);
  const navigate = useNavigate();

  useEffect(() => {
    if (leaveTo) void navigate({ to: leaveTo, replace: true });
  }, [leaveTo, navigate]);

  // Each step starts at the top of the page (a phone screen).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [step, outcome]);

  const Screen = step !== null ? STEPS[step] : outcome !== null ? OUTCOMES[outcome] : FullScreenLoader;
  return <Screen />;
}
