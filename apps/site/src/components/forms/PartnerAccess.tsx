import { Island } from '../../islands/Island';
import { FormResultSlot } from './FormResult';
import { PartnerAccessRequestForm } from './PartnerAccessRequest';

/** The partner access form as its island. */
export function PartnerAccess() {
  return (
    <>
      <FormResultSlot form="partner-access" />
      <Island name="partner-access" component={PartnerAccessRequestForm} props={{}} />
    </>
  );
}
