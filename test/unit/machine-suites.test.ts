// Every machine has a model-based suite, so `npm test` (not only `npm run test:paths`) fails when a
// machine is added without one.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const machineFiles = fs.readdirSync('machines').filter((file) => file.endsWith('.machine.ts'));

describe('model-based suites', () => {
  it.each(machineFiles)('machines/%s is driven by modelSuite in test/machines', (file) => {
    const suite = `test/machines/${file.replace('.machine.ts', '.machine.test.ts')}`;
    expect(fs.existsSync(suite), `${suite} is missing`).toBe(true);
    expect(fs.readFileSync(suite, 'utf8')).toMatch(/\bmodelSuite\(/);
  });
});
