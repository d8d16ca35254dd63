import { NewsletterSignup } from '../components/forms/NewsletterSignup';
import { defineIsland } from './defineIsland';

/** The newsletter form of /insights. */
export const NewsletterIsland = defineIsland('newsletter', NewsletterSignup);
