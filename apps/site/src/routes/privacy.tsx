import { privacyPage } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { LegalDocument } from '../components/page/LegalDocument';
import { PageBlock } from '../components/page/Page';
import { headFor } from '../head';
import * as layout from '../layout.css';
import { loadSeo } from '../loadSeo';

export const Route = createFileRoute('/privacy')({
  loader: () => loadSeo('/privacy'),
  head: ({ loaderData }) => headFor(loaderData),
  component: PrivacyPage,
});

function PrivacyPage() {
  const { retention } = privacyPage;
  return (
    <LegalDocument page={privacyPage}>
      <PageBlock id="data-retention" title={retention.title} intro={retention.intro}>
        <table className={layout.table}>
          <caption>{retention.title}</caption>
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Kept for</th>
            </tr>
          </thead>
          <tbody>
            {retention.periods.map((period) => (
              <tr key={period.category}>
                <th scope="row">{period.category}</th>
                <td>{period.period}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </PageBlock>
    </LegalDocument>
  );
}
