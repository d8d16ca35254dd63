import { TypingHeadline } from '@ardena/ui/patterns';

/** The home page's `<h1>`, typed out once the page runs (the full text is in the HTML). */
export function TypedHeadline({ text }: { text: string }) {
  return <TypingHeadline as="h1" text={text} />;
}
