import { termsPage } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { LegalDocument } from '../components/LegalDocument';
import { headFor } from '../head';
import { seoFor } from '../seo';

export const Route = createFileRoute('/terms')({
  loader: () => seoFor('/terms'),
  head: ({ loaderData }) => headFor(loaderData),
  component: () => <LegalDocument page={termsPage} />,
});
