// Hydrates the 'partner-access' islands of the page (see src/islands/hydrate.tsx).
import { PartnerAccessRequestForm } from '../../components/forms/PartnerAccessRequest';
import { hydrateIslands } from '../hydrate';

hydrateIslands('partner-access', PartnerAccessRequestForm);
