// Hydrates the 'newsletter' islands of the page (see src/islands/hydrate.tsx).
import { NewsletterSignup } from '../../components/forms/NewsletterSignup';
import { hydrateIslands } from '../hydrate';

hydrateIslands('newsletter', NewsletterSignup);
