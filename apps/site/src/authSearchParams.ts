import { accountTypes, authTabs } from '@ardena/auth';
import * as v from 'valibot';

// Like /insights' (./searchParams.ts), every field falls back to "absent" instead of failing. A module of its own: the
// insights tabs island loads that one, and must not load valibot and @ardena/auth's form rules with it.

/** Drops anything the inner schema rejects. */
function optionalOrDropped<Schema extends v.GenericSchema>(schema: Schema) {
  return v.fallback(v.optional(schema), undefined);
}

/**
 * `/auth`: `tab` picks Sign In or Sign Up, `type` preselects the account type, `redirect` is the page to return to
 * after sign-in. `redirect` is kept as given: it is only ever followed through `postSignInDestination`, which
 * accepts nothing but a local path.
 */
export const authSearchSchema = v.object({
  tab: optionalOrDropped(v.picklist(authTabs)),
  type: optionalOrDropped(v.picklist(accountTypes)),
  redirect: optionalOrDropped(v.pipe(v.string(), v.nonEmpty())),
});

export type AuthPageSearch = v.InferOutput<typeof authSearchSchema>;
