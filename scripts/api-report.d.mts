export interface EntryPoint {
  /** The `exports` subpath (`.`, `./theme`). */
  subpath: string;
  /** Its built declarations, relative to the package (`./dist/index.d.ts`). */
  declarations: string;
  /** The report's file name without `.api.md` (`ui`, `ui-theme`). */
  reportName: string;
}
export function entryPoints(packageDir: string): EntryPoint[];
export function apiReport(
  packageDir: string,
  entry: EntryPoint,
  options?: { update?: boolean },
): { ok: boolean; changed: boolean; errors: string[] };
export function workspacePackages(root: string): string[];
