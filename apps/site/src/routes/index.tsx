import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  head: () => ({ meta: [{ title: 'Ardena' }, { name: 'description', content: 'Payments' }] }),
  component: HomePage,
});

function HomePage() {
  return <h1>Ardena</h1>;
}
