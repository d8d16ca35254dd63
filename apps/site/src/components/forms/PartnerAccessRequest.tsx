import { insertRow } from '../../backend';
import { PartnerAccessForm, type PartnerAccessRequest } from './PartnerAccessForm';

/** Records the request in `partner_access_requests`: Partner ID and environment only; the API key never leaves. */
async function handlePartnerRequest({ partnerId, environment }: PartnerAccessRequest): Promise<boolean> {
  return (await insertRow('partner_access_requests', { partner_id: partnerId, environment })) === 'stored';
}

/** The partner access form wired to the backend (the island of /partner-login). */
export function PartnerAccessRequestForm() {
  return <PartnerAccessForm onSubmit={handlePartnerRequest} />;
}
