/**
 * Stately's own extractor (`@xstate/machine-extractor`), the reader behind the visualiser's code
 * import and the VS Code extension: it reads a machine file's text as those tools do. It is built
 * against XState 4 (it requires `xstate/lib/types` and `xstate/lib/actions`, which v5 no longer
 * exports), so its `xstate` requests go to the v4 copy installed as `xstate-v4`; the app keeps v5.
 */
const Module = require('node:module');
const path = require('node:path');

const extractorDir = path.dirname(require.resolve('@xstate/machine-extractor/package.json'));
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const fromExtractor = parent?.filename?.startsWith(extractorDir);
  const target =
    fromExtractor && (request === 'xstate' || request.startsWith('xstate/'))
      ? request.replace(/^xstate/, 'xstate-v4')
      : request;
  return resolve.call(this, target, parent, ...rest);
};
const extractor = require('@xstate/machine-extractor');
Module._resolveFilename = resolve;

/** It warns of every `params` function ("Unsupported property value") and reads the structure all the same. */
function extractMachinesFromFile(sourceText) {
  const { warn } = console;
  console.warn = () => {};
  try {
    return extractor.extractMachinesFromFile(sourceText);
  } finally {
    console.warn = warn;
  }
}

module.exports = { extractMachinesFromFile };
