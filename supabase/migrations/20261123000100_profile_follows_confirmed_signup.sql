-- The profile follows the sign-up that proved the address: when an account's email is first confirmed, its profile
-- takes the account type and details from the metadata at that moment. The local stack replaces an earlier, unproven
-- sign-up's metadata with the confirming one's just before; on a hosted project the metadata does not change at
-- confirmation, so this rewrites the values the profile already has.

create function public.handle_user_confirmed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  account_type text := lower(coalesce(meta ->> 'userType', meta ->> 'user_type', 'consumer'));
begin
  perform public.assert_profile_metadata_fits(meta);
  if account_type not in ('business', 'consumer') then
    account_type := 'consumer';
  end if;
  insert into public.profiles
    (user_id, user_type, first_name, last_name, email, business_name, company_number, country, phone)
  values (
    new.id,
    account_type,
    nullif(coalesce(meta ->> 'firstName', meta ->> 'first_name'), ''),
    nullif(coalesce(meta ->> 'lastName', meta ->> 'last_name'), ''),
    new.email,
    nullif(coalesce(meta ->> 'businessName', meta ->> 'business_name'), ''),
    nullif(coalesce(meta ->> 'companyNumber', meta ->> 'company_number'), ''),
    nullif(meta ->> 'country', ''),
    nullif(meta ->> 'phone', '')
  )
  on conflict (user_id) do update set
    user_type = excluded.user_type,
    first_name = excluded.first_name,
    last_name = excluded.last_name,
    email = excluded.email,
    business_name = excluded.business_name,
    company_number = excluded.company_number,
    country = excluded.country,
    phone = excluded.phone,
    updated_at = now();
  return new;
end;
$$;

revoke execute on function public.handle_user_confirmed() from public, anon, authenticated;

create trigger on_auth_user_confirmed
  after update of email_confirmed_at on auth.users
  for each row
  when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function public.handle_user_confirmed();
