// The states overview of a package's docs page: one row per component, one link per story (each story is one state,
// named after it). Read from the story files themselves, so a new state appears here without editing the page.
import { storyNameFromExport, toId } from 'storybook/internal/csf';

interface CsfModule {
  default?: { title?: string; component?: { displayName?: string; name?: string } };
  [exportName: string]: unknown;
}

const storyModules = import.meta.glob<CsfModule>('../../packages/*/src/**/*.stories.tsx', { eager: true });

interface StateLink {
  id: string;
  name: string;
  /** A flow that ends by dismissing what it opened, rather than a state. */
  flow: boolean;
}

interface Row {
  title: string;
  states: StateLink[];
}

function rowsOf(packageName: string): Row[] {
  return Object.entries(storyModules)
    .filter(([path]) => path.includes(`/packages/${packageName}/src/`))
    .flatMap(([, module]) => {
      const title = module.default?.title;
      if (!title) return [];
      const states = Object.entries(module)
        .filter(([name, story]) => name !== 'default' && name !== '__namedExportsOrder' && typeof story === 'object')
        .map(([name, story]) => {
          const annotations = story as { name?: string; tags?: string[] };
          return {
            id: toId(title, storyNameFromExport(name)),
            name: annotations.name ?? storyNameFromExport(name),
            flow: annotations.tags?.includes('flow-dismisses') ?? false,
          };
        });
      return [{ title, states }];
    })
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** A table of every component of `packageName` (`ui`, `auth`, `consent`) and each of its states, linked. */
export function StatesOverview({ packageName }: { packageName: string }) {
  const rows = rowsOf(packageName);
  const total = rows.reduce((sum, row) => sum + row.states.length, 0);
  return (
    <table>
      <caption>
        {rows.length} components, {total} states and flows (flows that close what they open are marked ↩)
      </caption>
      <thead>
        <tr>
          <th scope="col">Component</th>
          <th scope="col">States</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.title}>
            <th scope="row">{row.title}</th>
            <td>
              {row.states.map((state, index) => (
                <span key={state.id}>
                  {index > 0 ? ', ' : null}
                  <a href={`./?path=/story/${state.id}`} target="_top">
                    {state.name}
                  </a>
                  {state.flow ? ' ↩' : null}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
