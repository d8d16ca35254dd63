-- Demo data for local development and preview projects. Every demo account signs in with
-- the password Ardena-demo-2026. Dates are relative to seed time so the portals always look current.
-- pgcrypto lives in the `extensions` schema on Supabase and may live in `public` locally;
-- putting both on the search path lets the same unqualified crypt()/gen_salt() calls work in each.
set search_path = public, extensions;

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000'::uuid, demo.id, 'authenticated', 'authenticated', demo.email,
  crypt('Ardena-demo-2026', gen_salt('bf', 10)), now(),
  '{"provider": "email", "providers": ["email"]}'::jsonb, demo.metadata, now(), now(),
  '', '', '', ''
from (values
  ('0b9f6a1e-5c1d-4d0e-9a51-3f3c2b1a0001'::uuid, 'consumer@ardena.example',
    '{"userType": "consumer", "firstName": "Mara", "lastName": "Visser", "country": "Netherlands", "phone": "+31 20 555 0101"}'::jsonb),
  ('0b9f6a1e-5c1d-4d0e-9a51-3f3c2b1a0002'::uuid, 'business@ardena.example',
    '{"userType": "business", "firstName": "Lukas", "lastName": "Brandt", "businessName": "Brandt Coffee Roasters GmbH", "companyNumber": "HRB 204518", "country": "Germany"}'::jsonb),
  ('0b9f6a1e-5c1d-4d0e-9a51-3f3c2b1a0003'::uuid, 'consumer2@ardena.example',
    '{"user_type": "consumer", "first_name": "Inès", "last_name": "Moreau", "country": "France"}'::jsonb)
) as demo (id, email, metadata)
on conflict (id) do nothing;

insert into auth.identities (
  id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at
)
select
  gen_random_uuid(), u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', now(), now(), now()
from auth.users u
where u.email in ('consumer@ardena.example', 'business@ardena.example', 'consumer2@ardena.example')
  and not exists (select 1 from auth.identities i where i.user_id = u.id and i.provider = 'email');

-- Fifty consumer transactions spread over the last 90 days; merchants and amounts cycle
-- deterministically so screenshots and tests are stable between reseeds.
insert into public.transactions (user_id, transaction_date, merchant_name, description, transaction_type, amount, currency)
select
  '0b9f6a1e-5c1d-4d0e-9a51-3f3c2b1a0001'::uuid,
  now() - make_interval(days => (n * 89) / 50, hours => (n * 7) % 24),
  (array['Albert Heijn', 'NS Reizigers', 'Bol.com', 'Spotify', 'Coffee Company', 'Salary — Visser Design BV',
         'Vattenfall', 'Uber', 'IKEA Delft', 'Refund — Zalando'])[1 + n % 10],
  case when n % 7 = 3 then null
       else (array['Groceries', 'Train ticket', 'Online order', 'Subscription', 'Coffee', 'Monthly salary',
                   'Energy bill', 'Ride', 'Furniture', 'Returned order'])[1 + n % 10] end,
  case when n % 10 in (5, 9) then 'credit' else 'debit' end,
  case when n % 10 = 5 then 3250.00 else round((4.5 + ((n * 37) % 180) + (n % 4) * 0.25)::numeric, 2) end,
  'EUR'
from generate_series(0, 49) as n;

-- The second consumer's rows exist to prove they never reach the first consumer.
insert into public.transactions (user_id, transaction_date, merchant_name, description, transaction_type, amount, currency)
select
  '0b9f6a1e-5c1d-4d0e-9a51-3f3c2b1a0003'::uuid,
  now() - make_interval(days => n * 6),
  (array['Monoprix', 'SNCF', 'Fnac'])[1 + n % 3],
  'Private purchase of consumer two',
  'debit',
  round((12 + n * 3.1)::numeric, 2),
  'EUR'
from generate_series(0, 11) as n;

insert into public.business_settlement_accounts (business_user_id, status, currency)
values ('0b9f6a1e-5c1d-4d0e-9a51-3f3c2b1a0002'::uuid, 'active', 'EUR')
on conflict (business_user_id) do nothing;

insert into public.business_payments (business_user_id, customer_reference, amount, currency, status, paid_at)
select
  '0b9f6a1e-5c1d-4d0e-9a51-3f3c2b1a0002'::uuid,
  'CUST-' || lpad((1 + n % 23)::text, 4, '0'),
  round((18 + (n * 53) % 240 + (n % 3) * 0.5)::numeric, 2),
  'EUR',
  case when n % 17 = 0 then 'refunded' when n % 11 = 0 then 'pending' else 'succeeded' end,
  now() - make_interval(days => n % 60, hours => n % 24)
from generate_series(1, 120) as n;

reset search_path;
