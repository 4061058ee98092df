/**
 * Realistic-looking usernames for the demo audiences ('mila.outdoors', 'jonas_bakes42'): an endless
 * list without repeats, each name fixed by its index. Words are [a-z] only and 'demo' is not one of
 * them, so no name equals a demo account's own handle.
 */
import { mix } from './random.ts';

const FIRST_NAMES = (
  'mila jonas ana kofi lucia tom sora nina ben emma liam olivia noah ava leo zoe max lena finn ivy hugo maya theo ella omar sara yuki aiko ' +
  'ravi priya diego sofia marco chiara felix hanna oscar greta elias luna jakob paula amir leila kai nora milo clara arjun mei chen lars ' +
  'freya tariq zara ines pablo rosa sven elin nils ada ezra iris jude cleo remy alma otto vera ruben lotte anton kira malik nadia jon eva tobias selma'
).split(' ');

const TOPICS = (
  'outdoors bakes runs cooks knits builds sketches plants travels frames films reads lifts rides hikes surfs paints shoots garden kitchen ' +
  'journal daily moves eats style fit art photo music wanders climbs dances sings writes makes crafts brews grows designs codes skates swims ' +
  'trails lens home life world notes stories studio coffee yoga books vinyl ceramics bikes sails pottery wild snaps'
).split(' ');

const SEPARATORS = ['.', '_'];
const COMBINATIONS = FIRST_NAMES.length * TOPICS.length * SEPARATORS.length;
/** Half the bits of the smallest power of two that holds every combination. */
const HALF_BITS = Math.ceil(Math.log2(COMBINATIONS) / 2);
const HALF_MASK = (1 << HALF_BITS) - 1;

/**
 * The n-th (n ≥ 0) name; `shuffle` gives each account its own order. Each round of n visits every
 * combination once, in a scattered order; later rounds add a number that differs per round for the
 * same combination, so names never repeat.
 */
export function demoUsername(n: number, shuffle: number): string {
  const round = Math.floor(n / COMBINATIONS);
  const combination = scatter(n % COMBINATIONS, shuffle);
  const first = FIRST_NAMES[combination % FIRST_NAMES.length];
  const rest = Math.floor(combination / FIRST_NAMES.length);
  const topic = TOPICS[rest % TOPICS.length];
  const separator = SEPARATORS[Math.floor(rest / TOPICS.length)];
  return `${first}${separator}${topic}${round === 0 ? '' : suffix(round - 1, combination)}`;
}

/** 1–100 over the first hundred later rounds (37 is coprime with 100), then 101–200, and so on: one number per round and combination. */
function suffix(laterRound: number, combination: number): number {
  return Math.floor(laterRound / 100) * 100 + (((laterRound % 100) * 37 + combination) % 100) + 1;
}

/**
 * A permutation of [0, COMBINATIONS): a small Feistel network (a bijection on the power of two
 * above) walked until it lands inside the range, so neighbouring indices give unrelated names.
 */
function scatter(index: number, shuffle: number): number {
  let value = index;
  do {
    let left = value >>> HALF_BITS;
    let right = value & HALF_MASK;
    for (let step = 0; step < 4; step++) [left, right] = [right, left ^ (mix(shuffle, step, right) & HALF_MASK)];
    value = (left << HALF_BITS) | right;
  } while (value >= COMBINATIONS);
  return value;
}

/** Followers take the even names: position p of the audience sequence (any integer, negative before the demo epoch). */
export const audienceUsername = (position: number, shuffle: number) =>
  demoUsername(2 * (position >= 0 ? 2 * position : -2 * position - 1), shuffle);

/** Accounts outside the audience (followed without following back, secret fans) take the odd names: k ≥ 0. */
export const outsiderUsername = (k: number, shuffle: number) => demoUsername(2 * k + 1, shuffle);
