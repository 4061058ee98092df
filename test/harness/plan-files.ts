/**
 * The committed test plans (docs/test-plans/<machine>.md and .csv; for QA's tools .feature,
 * .xray.csv and .testrail.csv) and the model's inputs and events beside them (<machine>.model.json,
 * which the flows page simulates with): `npm run test:plans` (TEST_PLANS=1) writes them from each
 * model-based suite; every other run fails on a file that is missing or out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { AnyStateMachine, InputFrom } from 'xstate';
import type { FlowWording } from '../../content/flow-wording/wording';
import { docComment } from '../../scripts/flow-reading/docs';
import { machineFileName } from '../../scripts/flow-reading/machine-file';
import { allTransitions } from '../../scripts/flow-reading/transitions';
import type { ModelOptions } from './model-paths';
import { planFeature, planTestRailCsv, planXrayCsv } from './plan-exports';
import { modelSamples, planCsv, planMarkdown, testPlan } from './test-plan';

const PLANS_FOLDER = 'docs/test-plans';

const wordingModules = import.meta.glob<{ wording: FlowWording }>('../../content/flow-wording/*.ts', { eager: true });

export function wordingOf(machineId: string): FlowWording | undefined {
  return wordingModules[`../../content/flow-wording/${machineFileName(machineId)}.ts`]?.wording;
}

function checkOrWrite(file: string, expected: string) {
  if (process.env.TEST_PLANS === '1') {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, expected);
    return;
  }
  expect(fs.existsSync(file), `${file} is missing: run npm run test:plans`).toBe(true);
  expect(fs.readFileSync(file, 'utf8') === expected, `${file} is out of date: run npm run test:plans`).toBe(true);
}

export function checkOrWritePlan<TMachine extends AnyStateMachine>(
  machine: TMachine,
  inputs: Array<InputFrom<TMachine>>,
  options: ModelOptions<TMachine>,
) {
  const wording = wordingOf(machine.id);
  expect(wording, `content/flow-wording/${machineFileName(machine.id)}.ts is missing`).toBeDefined();
  const cases = testPlan(machine, inputs, options, wording!);
  const summary = docComment(fs.readFileSync(`machines/${machineFileName(machine.id)}.machine.ts`, 'utf8'));
  checkOrWrite(
    path.join(PLANS_FOLDER, `${machine.id}.md`),
    planMarkdown(machine, cases, summary, allTransitions(machine).length),
  );
  checkOrWrite(path.join(PLANS_FOLDER, `${machine.id}.csv`), planCsv(cases));
  checkOrWrite(path.join(PLANS_FOLDER, `${machine.id}.feature`), planFeature(machine.id, summary, cases));
  checkOrWrite(path.join(PLANS_FOLDER, `${machine.id}.xray.csv`), planXrayCsv(machine.id, cases));
  checkOrWrite(path.join(PLANS_FOLDER, `${machine.id}.testrail.csv`), planTestRailCsv(machine.id, cases));
  checkOrWrite(
    path.join(PLANS_FOLDER, `${machine.id}.model.json`),
    `${JSON.stringify(modelSamples(machine, inputs, options), null, 2)}\n`,
  );
}
