export type { SectionProps, SectionSpacing, SectionTone } from './Section';
export { Section, sectionSpacings, sectionTones } from './Section';
