import { PartnerAccessRequestForm } from '../components/forms/PartnerAccessRequest';
import { defineIsland } from './defineIsland';

/** The partner access form of /partner-login. */
export const PartnerAccessIsland = defineIsland('partner-access', PartnerAccessRequestForm);
