import { TypedHeadline } from '../components/page/HeroHeadline';
import { defineIsland } from './defineIsland';

/** The home page's `<h1>`, typed out once the page runs. */
export const TypingHeadlineIsland = defineIsland('typing-headline', TypedHeadline);
