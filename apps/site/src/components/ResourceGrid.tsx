import type { ResourceCard as ResourceContent } from '@ardena/content';
import { FeatureCard, FeatureGrid, ResourceCard } from '@ardena/ui';
import { ContentIconView } from '../icons';
import { InertAction } from './Actions';

/** Resource and documentation cards; each opens a mail request or leads to a page. */
export function ResourceGrid({ items }: { items: readonly ResourceContent[] }) {
  return (
    <FeatureGrid columns={3}>
      {items.map((item) =>
        item.action.kind === 'inert' ? (
          <FeatureCard
            key={item.title}
            title={item.title}
            description={<InertAction label={item.action.label} note={item.action.note} />}
            icon={<ContentIconView icon={item.icon} />}
            headingLevel={3}
          />
        ) : (
          <ResourceCard
            key={item.title}
            title={item.title}
            description={item.description}
            actionLabel={item.action.label}
            href={item.action.href}
            icon={<ContentIconView icon={item.icon} />}
            headingLevel={3}
          />
        ),
      )}
    </FeatureGrid>
  );
}
