// Issue 21: zod runs an object's own rule (a refine over several fields) only when every field parsed, so a form showed
// "Message too long for SMS" and only after that was fixed "Trigger delay cannot exceed 30 days". With this, the rule
// runs as soon as the fields it reads are valid, and a form shows every message at once.
import type { core } from 'zod';

/** The `when` of a refine/superRefine that reads only these top-level fields. */
export function whenFieldsValid(...fields: string[]): { when: (payload: core.ParsePayload) => boolean } {
  return {
    when: (payload) =>
      // Not an object at all (null, a string): nothing to read; its own message says so.
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0]))),
  };
}

/**
 * For a field's later checks, instead of `abort: true` on an earlier one: the check runs only while the field has no
 * message yet. (`abort: true` stops the whole object's rules too, and with them the other fields' cross-field messages.)
 */
export const ifValidSoFar = { when: (payload: core.ParsePayload) => payload.issues.length === 0 };
