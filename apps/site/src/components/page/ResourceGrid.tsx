import type { ResourceCard as ResourceContent } from '@ardena/content';
import { FeatureGrid, ResourceCard } from '@ardena/ui/patterns';
import { ContentIconView } from '../../icons';

/** Resource and documentation cards; each opens a mail request or leads to a page. */
export function ResourceGrid({ items }: { items: readonly ResourceContent[] }) {
  return (
    <FeatureGrid columns={3}>
      {items.map((item) => (
        <ResourceCard
          key={item.title}
          title={item.title}
          description={item.description}
          actionLabel={item.action.label}
          href={item.action.href}
          icon={<ContentIconView icon={item.icon} />}
          headingLevel={3}
        />
      ))}
    </FeatureGrid>
  );
}
