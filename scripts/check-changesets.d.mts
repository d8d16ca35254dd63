export function publishedPackages(root: string): Map<string, string>;
export function changesetPackages(text: string): string[] | undefined;
export function packagesMissingChangesets(input: {
  changedFiles: string[];
  changesets: string[];
  packages: Map<string, string>;
}): string[];
export function baseCommit(root: string, env?: Record<string, string | undefined>): string | undefined;
export function malformedChangesets(root: string): string[];
export function checkChangesets(
  root: string,
  env?: Record<string, string | undefined>,
):
  | { skipped: string; base?: undefined; missing?: undefined }
  | { skipped?: undefined; base: string; missing: string[] };
