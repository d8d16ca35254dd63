// `@ardena/auth/testing`: the HTTP-level fake of the Supabase endpoints this package calls (MSW handlers grouped
// by name), the fake users and rows, and a real supabase-js client pointed at it. Needs `msw` 2.

export * from './fakePasskeys';
export * from './fakeSupabase';
