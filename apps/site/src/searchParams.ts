import { accountTypes, authTabs } from '@ardena/auth';
import { insightCategories } from '@ardena/content';
import * as v from 'valibot';

// Search params arrive from anywhere (old links, hand-edited URLs, mail clients), so every field falls back to
// "absent" instead of failing: a malformed value shows the page in its default state, never an error. Absent (not a
// normalised default) keeps a bare `/insights` or `/auth` a URL of its own, with no redirect to a canonical query.

/** Drops anything the inner schema rejects. */
function optionalOrDropped<Schema extends v.GenericSchema>(schema: Schema) {
  return v.fallback(v.optional(schema), undefined);
}

/** `/insights?category=`: one of the listed categories; the page shows the default tab when it is absent. */
export const insightsSearchSchema = v.object({
  category: optionalOrDropped(v.picklist(insightCategories.map((category) => category.id))),
});

export type InsightsSearch = v.InferOutput<typeof insightsSearchSchema>;

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
