// Hydrates the 'job-cards' islands of the page (see src/islands/hydrate.tsx).
import { LiveJobCards } from '../../components/page/OpenRoles';
import { hydrateIslands } from '../hydrate';

hydrateIslands('job-cards', LiveJobCards);
