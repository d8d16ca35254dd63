import { Island } from '../islands/Island';
import { PartnerAccessRequestForm } from './PartnerAccessRequest';

/** The partner access form as its island. */
export function PartnerAccess() {
  return <Island name="partner-access" component={PartnerAccessRequestForm} props={{}} />;
}
