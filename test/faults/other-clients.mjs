// Other clients of a fault case (startOtherClients in upload-load.test.ts), in a thread of their
// own: what the test's own thread does meanwhile (building a large export and collecting its
// garbage) does not count in their latencies. Each makes its call once (a new connection; a
// token's first check), says it is ready, then calls again 20 ms after each answer until asked
// for the latencies.
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ name: string; url: string; init?: RequestInit }[]} */
const calls = workerData;
let calling = true;

/** @param {{ url: string; init?: RequestInit }} call */
async function timed({ url, init }) {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

for (const call of calls) await timed(call);
parentPort.once('message', () => (calling = false));
parentPort.postMessage('ready');
const latencies = await Promise.all(
  calls.map(async (call) => {
    const times = [];
    while (calling) {
      times.push(await timed(call));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return [call.name, times];
  }),
);
parentPort.postMessage(Object.fromEntries(latencies));
