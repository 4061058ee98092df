/** Reading Stripe parameters (all strings on the wire) with Stripe's errors for bad ones. */
import { invalidRequest, missingParam } from './errors.ts';
import type { Param, Params } from './form.ts';

const at = (params: Params, name: string): Param | undefined => {
  let node: Param | undefined = params;
  for (const key of name.replace(/\]/g, '').split('[')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Array.isArray(node) ? node[Number(key)] : node[key];
  }
  return node;
};

/** A string parameter by its wire name (`subscription_data[trial_period_days]`); '' reads as unset. */
export function optionalString(params: Params, name: string): string | null {
  const value = at(params, name);
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${name}`, name);
  return value;
}

export function requiredString(params: Params, name: string): string {
  const value = optionalString(params, name);
  if (value === null) throw missingParam(name);
  return value;
}

export function optionalInteger(params: Params, name: string): number | null {
  const value = optionalString(params, name);
  if (value === null) return null;
  if (!/^-?\d+$/.test(value)) throw invalidRequest(`Invalid integer: ${value}`, name, 'parameter_invalid_integer');
  return Number(value);
}

export function optionalBoolean(params: Params, name: string): boolean | null {
  const value = optionalString(params, name);
  if (value === null) return null;
  if (value !== 'true' && value !== 'false') throw invalidRequest(`Invalid boolean: ${value}`, name);
  return value === 'true';
}

/** Whether the parameter was sent at all ('' included: "unset this"). */
export const sent = (params: Params, name: string) => at(params, name) !== undefined;

/** `metadata[key]=value` pairs merged into `current` ('' deletes a key; `metadata=''` clears all). */
export function metadataOf(
  params: Params,
  name = 'metadata',
  current: Record<string, string> = {},
): Record<string, string> {
  const value = at(params, name);
  if (value === undefined) return current;
  if (value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidRequest(`Invalid object: ${name}`, name);
  const merged = { ...current };
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'string') throw invalidRequest(`Invalid string: ${name}[${key}]`, `${name}[${key}]`);
    if (entry === '') delete merged[key];
    else merged[key] = entry;
  }
  return merged;
}

/** endive removed `payment_method_types` from Checkout Session, PaymentIntent and SetupIntent create/update. */
export function refusePaymentMethodTypes(params: Params) {
  if (sent(params, 'payment_method_types'))
    throw invalidRequest(
      'The parameter `payment_method_types` is no longer supported in this API version. Use `allowed_payment_method_types` or `excluded_payment_method_types` instead, or dynamic payment methods.',
      'payment_method_types',
      'payment_method_types_no_longer_supported',
    );
}
