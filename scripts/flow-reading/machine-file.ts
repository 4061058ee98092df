/** The repo's convention: machine id `cancelFlow` lives in `machines/cancel-flow.machine.ts`. Pure. */
export const machineFileName = (id: string) => id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
