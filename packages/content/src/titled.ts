import { brand } from './brand';

/** A page's full `<title>`: its own title, then the brand. */
export function titled(pageTitle: string): string {
  return `${pageTitle} | ${brand.name}`;
}
