import { PartnerAccessIsland } from '../../islands/partner-access.island';
import { FormResultSlot } from './FormResult';

/** The partner access form as its island. */
export function PartnerAccess() {
  return (
    <>
      <FormResultSlot form="partner-access" />
      <PartnerAccessIsland />
    </>
  );
}
