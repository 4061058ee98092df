/**
 * On Linux a nice value belongs to a thread: a profile worker lowers its own first thing, so it
 * gives way to the server's thread (every other request) whenever they want the same core.
 */
import os from 'node:os';

if (process.platform === 'linux') os.setPriority(os.constants.priority.PRIORITY_LOW);
