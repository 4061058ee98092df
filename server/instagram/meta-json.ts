/**
 * JSON from Meta, read without losing ids. Instagram ids are 17 digits and more
 * (`17841405793187218`), above Number.MAX_SAFE_INTEGER, and some answers may send them as numbers
 * (the token exchange's `user_id`, a signed_request's `user_id`). JSON.parse would round them, and
 * Node 20 has no access to a number's source text, so integer values of the keys `id` and `user_id`
 * are turned into strings before parsing. Inside a JSON string every quote is escaped, so the pattern
 * below only meets real keys.
 */
const ID_NUMBER = /("(?:id|user_id)"\s*:\s*)(-?\d+)(?=\s*[,}\]])/g;

/** Parses a JSON text; throws a SyntaxError on anything that is not JSON. */
export function parseMetaJson(text: string): unknown {
  return JSON.parse(text.replace(ID_NUMBER, '$1"$2"'));
}
