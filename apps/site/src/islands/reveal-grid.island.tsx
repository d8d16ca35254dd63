import { RevealGrid } from '../components/page/RevealGrid';
import { defineIsland } from './defineIsland';

/** A revealed card grid: the cards are static links, the reveal needs the client. */
export const RevealGridIsland = defineIsland('reveal-grid', RevealGrid);
