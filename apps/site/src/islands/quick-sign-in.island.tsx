import { QuickSignIn } from '../components/account/QuickSignIn';
import { defineIsland } from './defineIsland';

/** The Apple and Google buttons of /access. */
export const QuickSignInIsland = defineIsland('quick-sign-in', QuickSignIn);
