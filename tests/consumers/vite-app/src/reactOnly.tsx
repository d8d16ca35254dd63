// Bench page: React alone, for comparison with the `Button` page.
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <button type="button" onClick={() => console.log('clicked')}>
      Pay now
    </button>,
  );
