import { TypingHeadline } from '@ardena/ui';
import { Island } from '../../islands/Island';

/** The home page's `<h1>`, typed out once the page runs (the full text is in the HTML). */
export function TypedHeadline({ text }: { text: string }) {
  return <TypingHeadline as="h1" text={text} />;
}

/** The typed headline as its island. */
export function HeroHeadline({ text }: { text: string }) {
  return <Island name="typing-headline" component={TypedHeadline} props={{ text }} />;
}
