-- Ardena's application schema. Runs unchanged on a hosted Supabase project (`supabase db push`)
-- and on the local stack, whose bootstrap provides the same auth schema, roles and auth.uid().
-- Every table has row-level security; privileges are granted explicitly rather than relying on
-- Supabase's default "grant all to anon, authenticated" so the two environments behave alike.

-- Profiles ---------------------------------------------------------------------------------------

create table public.profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  user_type text not null check (user_type in ('business', 'consumer')),
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  email text check (char_length(email) <= 320),
  business_name text check (char_length(business_name) <= 200),
  company_number text check (char_length(company_number) <= 50),
  country text check (char_length(country) <= 100),
  phone text check (char_length(phone) <= 40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

create policy "profiles: owner reads" on public.profiles
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "profiles: owner updates" on public.profiles
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);

revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
-- The account type and owner are fixed at sign-up; only descriptive fields are editable.
grant update (first_name, last_name, business_name, company_number, country, phone, updated_at)
  on table public.profiles to authenticated;
grant all on table public.profiles to service_role;

-- Sign-up metadata arrives as camelCase from the site and as snake_case from older clients, so
-- both spellings are read. Security definer because the signing-up user has no insert right.
create function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  account_type text := lower(coalesce(meta ->> 'userType', meta ->> 'user_type', 'consumer'));
begin
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

revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- Consumer transactions ---------------------------------------------------------------------------

create table public.transactions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  transaction_date timestamptz not null default now(),
  merchant_name text not null check (char_length(merchant_name) between 1 and 200),
  description text check (char_length(description) <= 500),
  transaction_type text not null check (transaction_type in ('credit', 'debit')),
  amount numeric(14, 2) not null check (amount >= 0),
  currency text not null default 'EUR' check (currency ~ '^[A-Z]{3}$'),
  created_at timestamptz not null default now()
);

-- The consumer portal lists the caller's rows newest first.
create index transactions_user_id_transaction_date_idx
  on public.transactions (user_id, transaction_date desc);

alter table public.transactions enable row level security;

create policy "transactions: owner reads" on public.transactions
  for select to authenticated using ((select auth.uid()) = user_id);

revoke all on table public.transactions from anon, authenticated;
grant select on table public.transactions to authenticated;
grant all on table public.transactions to service_role;

-- Business data ---------------------------------------------------------------------------------

create table public.business_settlement_accounts (
  business_user_id uuid primary key references auth.users (id) on delete cascade,
  status text not null default 'pending' check (status in ('active', 'pending', 'suspended')),
  currency text not null default 'EUR' check (currency ~ '^[A-Z]{3}$'),
  updated_at timestamptz not null default now()
);

create table public.business_payments (
  id uuid primary key default gen_random_uuid(),
  business_user_id uuid not null references auth.users (id) on delete cascade,
  customer_reference text not null check (char_length(customer_reference) between 1 and 100),
  amount numeric(14, 2) not null check (amount >= 0),
  currency text not null default 'EUR' check (currency ~ '^[A-Z]{3}$'),
  status text not null check (status in ('succeeded', 'pending', 'refunded', 'failed')),
  paid_at timestamptz not null default now()
);

create index business_payments_business_user_id_paid_at_idx
  on public.business_payments (business_user_id, paid_at desc);

alter table public.business_settlement_accounts enable row level security;
alter table public.business_payments enable row level security;

create policy "settlement accounts: owner reads" on public.business_settlement_accounts
  for select to authenticated using ((select auth.uid()) = business_user_id);
create policy "business payments: owner reads" on public.business_payments
  for select to authenticated using ((select auth.uid()) = business_user_id);

revoke all on table public.business_settlement_accounts, public.business_payments from anon, authenticated;
grant select on table public.business_settlement_accounts, public.business_payments to authenticated;
grant all on table public.business_settlement_accounts, public.business_payments to service_role;

-- Security invoker: the caller's RLS policies limit the rows it can aggregate, and the explicit
-- auth.uid() filter keeps service_role (which bypasses RLS) from getting everyone's totals.
-- Returns null when the caller has neither payments nor a settlement account.
create function public.business_metrics() returns json
language sql stable security invoker set search_path = '' as $$
  with caller_payments as (
    select p.amount, p.status, p.customer_reference
    from public.business_payments p
    where p.business_user_id = auth.uid()
  ),
  caller_account as (
    select a.status from public.business_settlement_accounts a where a.business_user_id = auth.uid()
  )
  select case
    when not exists (select 1 from caller_payments) and not exists (select 1 from caller_account) then null
    else json_build_object(
      'totalRevenue', (select coalesce(sum(amount), 0) from caller_payments where status = 'succeeded'),
      'transactions', (select count(*) from caller_payments),
      'activeCustomers', (select count(distinct customer_reference) from caller_payments where status = 'succeeded'),
      'settlementStatus', coalesce((select status from caller_account), 'pending')
    )
  end;
$$;

revoke execute on function public.business_metrics() from public, anon;
grant execute on function public.business_metrics() to authenticated, service_role;

-- Insert-only request tables ------------------------------------------------------------------------

create table public.setup_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  topic text not null check (char_length(topic) between 1 and 100),
  message text check (char_length(message) <= 2000),
  requested_at timestamptz not null default now()
);

alter table public.setup_requests enable row level security;
create policy "setup requests: owner inserts" on public.setup_requests
  for insert to authenticated with check ((select auth.uid()) = user_id);
revoke all on table public.setup_requests from anon, authenticated;
grant insert (user_id, topic, message) on table public.setup_requests to authenticated;
grant all on table public.setup_requests to service_role;

-- A partner's API key is a credential and is never stored; only the identifier and environment are.
create table public.partner_access_requests (
  id uuid primary key default gen_random_uuid(),
  partner_id text not null check (partner_id ~ '^[A-Za-z0-9][A-Za-z0-9_.-]{1,63}$'),
  environment text not null check (environment in ('sandbox', 'production')),
  requested_at timestamptz not null default now()
);

alter table public.partner_access_requests enable row level security;
create policy "partner access requests: anyone inserts" on public.partner_access_requests
  for insert to anon, authenticated with check (true);
revoke all on table public.partner_access_requests from anon, authenticated;
grant insert (partner_id, environment) on table public.partner_access_requests to anon, authenticated;
grant all on table public.partner_access_requests to service_role;

create table public.newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null check (char_length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  subscribed_at timestamptz not null default now()
);

create unique index newsletter_subscriptions_email_key on public.newsletter_subscriptions (lower(email));

alter table public.newsletter_subscriptions enable row level security;
create policy "newsletter: anyone subscribes" on public.newsletter_subscriptions
  for insert to anon, authenticated with check (true);
revoke all on table public.newsletter_subscriptions from anon, authenticated;
grant insert (email) on table public.newsletter_subscriptions to anon, authenticated;
grant all on table public.newsletter_subscriptions to service_role;

-- Cookie consent proof: which categories, which banner revision, when. No personal data.
create table public.consent_records (
  consent_id uuid not null,
  revision integer not null check (revision between 1 and 1000),
  categories text[] not null check (
    categories <@ array['essential', 'functional', 'analytics', 'marketing']::text[]
    and 'essential' = any (categories)
  ),
  consented_at timestamptz not null default now(),
  primary key (consent_id, revision)
);

alter table public.consent_records enable row level security;
create policy "consent records: anyone records" on public.consent_records
  for insert to anon, authenticated with check (true);
revoke all on table public.consent_records from anon, authenticated;
grant insert (consent_id, revision, categories) on table public.consent_records to anon, authenticated;
grant all on table public.consent_records to service_role;
