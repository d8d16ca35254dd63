// `@ardena/ui/reset.css`: the opt-in page baseline (box sizing, body font and colours, heading and paragraph
// margins, block media, focus ring, reduced motion). Components do not need it; a page built only of them may want it.
import './theme/global.css';
