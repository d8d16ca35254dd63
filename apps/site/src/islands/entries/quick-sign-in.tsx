// Hydrates the 'quick-sign-in' island of /access (see src/islands/hydrate.tsx).
import { QuickSignIn } from '../../components/QuickSignIn';
import { hydrateIslands } from '../hydrate';

hydrateIslands('quick-sign-in', QuickSignIn);
