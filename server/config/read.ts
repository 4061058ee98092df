/**
 * The environment through the schema (server/config/schema.ts): typed values, or one error whose
 * lines each name a variable: a value refused for its format, then the variables the mode
 * requires or refuses, and those another variable that is set requires.
 */
import type { z } from 'zod';
import { ENVIRONMENT, VARIABLES, type Environment, type Mode, type VariableMeta } from './schema.ts';

type Env = Record<string, string | undefined>;

const isSet = (env: Env, name: string) => !!env[name]?.trim();

function formatProblems(env: Env, issues: z.core.$ZodIssue[]): string[] {
  const shape = ENVIRONMENT.shape as Record<string, z.ZodType>;
  return issues.map(({ path: [name], message }) => {
    const meta = VARIABLES.get(shape[String(name)]);
    return meta?.secret
      ? `Invalid ${String(name)} (${message})`
      : `Invalid ${String(name)}: ${env[String(name)]} (${message})`;
  });
}

/** A refused variable's declared exception holds: its other variable is set, and its own value has the allowed form. */
const excepted = (env: Env, name: string, { exceptWhen }: VariableMeta) =>
  !!exceptWhen && isSet(env, exceptWhen.variable) && new RegExp(exceptWhen.pattern).test(env[name]!.trim());

const listed = (names: string[]) => `${names.join(', ')} ${names.length > 1 ? 'are' : 'is'}`;

/** What the mode requires or refuses, and what a variable that is set requires. */
function ruleProblems(env: Env, mode: Mode): string[] {
  const problems: string[] = [];
  const missing: string[] = [];
  const missingWith = new Map<string, string[]>();
  for (const [name, schema] of Object.entries(ENVIRONMENT.shape)) {
    const meta = VARIABLES.get(schema)!;
    if (meta.refusedIn?.includes(mode) && isSet(env, name) && !excepted(env, name, meta))
      problems.push(`Refusing to start: ${name} is set in ${mode}`);
    if (isSet(env, name)) continue;
    if (meta.requiredIn?.includes(mode)) missing.push(name);
    else if (meta.requiredWith && isSet(env, meta.requiredWith))
      missingWith.set(meta.requiredWith, [...(missingWith.get(meta.requiredWith) ?? []), name]);
  }
  if (missing.length) problems.push(`Refusing to start: ${listed(missing)} not set in ${mode}`);
  for (const [name, names] of missingWith)
    problems.push(`Refusing to start: ${name} is set without ${names.join(', ')}`);
  return problems;
}

/** Every variable, checked against its format and the rules of the mode APP_ENV names. */
export function readEnvironment(env: Env): Environment {
  const parsed = ENVIRONMENT.safeParse(env);
  const problems = parsed.success ? [] : formatProblems(env, parsed.error.issues);
  const mode = ENVIRONMENT.shape.APP_ENV.safeParse(env.APP_ENV);
  // An APP_ENV refused leaves no mode to hold the rest to: its own error says enough.
  if (mode.success) problems.push(...ruleProblems(env, mode.data));
  if (problems.length || !parsed.success) throw new Error(problems.join('\n'));
  return parsed.data;
}

/** Some variables alone, without the rules between them (scripts/start.mjs: PORT and DATA_DIR). */
export function readVariables<K extends keyof Environment>(env: Env, names: K[]): Pick<Environment, K> {
  const parsed = names.map((name) => [name, ENVIRONMENT.shape[name].safeParse(env[name])] as const);
  const issues = parsed.flatMap(
    ([name, result]) => result.error?.issues.map((issue) => ({ ...issue, path: [name] })) ?? [],
  );
  if (issues.length) throw new Error(formatProblems(env, issues).join('\n'));
  return Object.fromEntries(parsed.map(([name, result]) => [name, result.data])) as Pick<Environment, K>;
}
