import { notFoundPage } from '@ardena/content';
import { Heading, Text } from '@ardena/ui';
import * as layout from '../../layout.css';
import { linkTo } from '../../routeLinks';
import { TextLink } from '../layout/AppLink';
import { Page } from './Page';

/** The page for any unknown path; the server answers it with HTTP 404 and it is never indexed. */
export function NotFoundPage() {
  return (
    <Page>
      <div className={layout.stack}>
        <Heading level={1} size="3xl">
          {notFoundPage.title}
        </Heading>
        <Text size="lg" tone="muted">
          {notFoundPage.description}
        </Text>
        <nav aria-label="Helpful links">
          <ul className={layout.inlineList}>
            {notFoundPage.links.map((link) => (
              <li key={link.href}>
                <TextLink {...linkTo(link.href)} variant="standalone">
                  {link.label}
                </TextLink>
              </li>
            ))}
          </ul>
        </nav>
        <Text tone="muted">{notFoundPage.searchHint}</Text>
      </div>
    </Page>
  );
}
