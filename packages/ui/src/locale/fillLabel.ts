/** A label with its `{name}` placeholders filled in, for example `fillLabel('Page {page} of {pages}', { page: 1, pages: 3 })`. */
export function fillLabel(label: string, values: Record<string, string | number>): string {
  return label.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
