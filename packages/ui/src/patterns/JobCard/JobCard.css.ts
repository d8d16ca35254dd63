import { style } from '@vanilla-extract/css';

/** Lifts the apply link above the card's stretched title link, so both stay clickable. */
export const actions = style({ boxSizing: 'border-box', position: 'relative', zIndex: 1 });
