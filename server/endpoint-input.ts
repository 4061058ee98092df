/**
 * The check of an endpoint's declared input (contracts/endpoints.ts `input`), mounted by
 * server/endpoints.ts after the guards: an anonymous caller learns nothing about the input, and
 * the handlers, which count calls against the limits, see only well-formed ones. A handler reads
 * what the schemas parsed with `inputOf(c, name)`, typed by its declaration.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { core } from 'zod/mini';
import type { Endpoint, EndpointInput } from '../contracts/endpoint-declaration.ts';
import type { ENDPOINTS, EndpointName } from '../contracts/endpoints.ts';
import { parseWith, readJsonBody } from './http.ts';
import { Refusal, refuse } from './refusal.ts';

/** The parts checked here (a multipart upload's files are read by their handler). */
type CheckedPart = Exclude<keyof EndpointInput, 'files'>;

const READ_PART: Record<CheckedPart, (c: Context) => unknown> = {
  params: (c) => c.req.param(),
  query: (c) => c.req.query(),
  body: readJsonBody,
  form: (c) => c.req.parseBody().catch(() => refuse(400, 'Body is not a form')),
};

type DeclaredInput<N extends EndpointName> = (typeof ENDPOINTS)[N] extends { input: infer I } ? I : never;

/** What the handlers of endpoint `N` get: each part of its declared input, as its schema parsed it. */
export type InputOf<N extends EndpointName> = {
  [P in keyof DeclaredInput<N> & CheckedPart]: DeclaredInput<N>[P] extends core.$ZodType
    ? core.output<DeclaredInput<N>[P]>
    : never;
};

const CHECKED_INPUT = 'checkedInput';

/**
 * Reads and checks each declared part of the input; refused or unreadable input is refused with
 * 400, saying the call's own `invalidInput` where it declares one, else `<field>: <why>`, in the
 * call's envelope (server/refusal.ts). None for a call that reads nothing.
 */
export function inputCheck(name: EndpointName, { input = {}, invalidInput }: Endpoint): MiddlewareHandler[] {
  const parts = (Object.keys(READ_PART) as CheckedPart[]).filter((part) => input[part]);
  if (!parts.length) return [];
  return [
    async (c, next) => {
      const checked: Partial<Record<CheckedPart, unknown>> = {};
      try {
        for (const part of parts) checked[part] = parseWith(input[part]!, await READ_PART[part](c));
      } catch (error) {
        // Another content type (415) says nothing about the input's shape: the server answers it.
        if (!(error instanceof Refusal) || error.status !== 400 || !invalidInput) throw error;
        refuse(400, invalidInput.message, { code: invalidInput.code });
      }
      c.set(CHECKED_INPUT, { name, checked });
      await next();
    },
  ];
}

/** The input of endpoint `name`, as its declared schemas parsed it before its handlers ran. */
export function inputOf<N extends EndpointName>(c: Context, name: N): InputOf<N> {
  const input = c.get(CHECKED_INPUT) as { name: EndpointName; checked: InputOf<N> } | undefined;
  // Another endpoint's input, or none checked: a mistake in the handler, not in the request.
  if (input?.name !== name) throw new Error(`No checked input of ${name} on this route`);
  return input.checked;
}
