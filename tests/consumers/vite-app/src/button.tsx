// Bench page: only `Button` from @ardena/ui.
import '@ardena/ui/styles.css';
import { Button } from '@ardena/ui';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) createRoot(root).render(<Button onClick={() => console.log('clicked')}>Pay now</Button>);
