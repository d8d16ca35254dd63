import { termsPage } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { LegalDocument } from '../components/page/LegalDocument';
import { headFor } from '../head';
import { loadSeo } from '../loadSeo';

export const Route = createFileRoute('/terms')({
  loader: () => loadSeo('/terms'),
  head: ({ loaderData }) => headFor(loaderData),
  component: () => <LegalDocument page={termsPage} />,
});
