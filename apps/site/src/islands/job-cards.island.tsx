import { LiveJobCards } from '../components/page/OpenRoles';
import { defineIsland } from './defineIsland';

/** The open roles of /careers, each with "Posted … ago" by the visitor's date. */
export const JobCardsIsland = defineIsland('job-cards', LiveJobCards);
