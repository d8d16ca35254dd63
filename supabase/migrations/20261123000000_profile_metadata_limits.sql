-- Sign-up metadata that does not fit a profile column is refused with a message naming the field and its limit
-- (the limits of the profile's CHECK constraints and of the sign-up form), instead of a bare constraint error.

create function public.assert_profile_metadata_fits(meta jsonb) returns void
language plpgsql immutable set search_path = '' as $$
declare
  field record;
  value text;
begin
  for field in
    select * from (values
      ('first name', 'firstName', 'first_name', 100),
      ('last name', 'lastName', 'last_name', 100),
      ('business name', 'businessName', 'business_name', 200),
      ('company number', 'companyNumber', 'company_number', 50),
      ('country', 'country', 'country', 100),
      ('phone', 'phone', 'phone', 40)
    ) as limits (label, camel, snake, max_length)
  loop
    value := coalesce(meta ->> field.camel, meta ->> field.snake);
    if char_length(value) > field.max_length then
      raise exception using
        errcode = 'check_violation',
        message = format('The %s must be at most %s characters', field.label, field.max_length);
    end if;
  end loop;
end;
$$;

create or replace function public.handle_new_user() returns trigger
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
  on conflict (user_id) do nothing;
  return new;
end;
$$;

revoke execute on function public.assert_profile_metadata_fits(jsonb) from public, anon, authenticated;
revoke execute on function public.handle_new_user() from public, anon, authenticated;
