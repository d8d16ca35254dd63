// Hydrates the 'typing-headline' islands of the page (see src/islands/hydrate.tsx).
import { TypedHeadline } from '../../components/page/HeroHeadline';
import { hydrateIslands } from '../hydrate';

hydrateIslands('typing-headline', TypedHeadline);
