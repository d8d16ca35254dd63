/**
 * Resource embedding over foreign keys, as PostgREST derives it from its schema cache: many-to-one, one-to-many,
 * one-to-one, many-to-many through a junction, hints, !inner, spread, aliases, embedded filters/order/limit and the
 * relationship errors PGRST200/PGRST201/PGRST108.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestHarness, startRestHarness } from './harness';

const SCHEMA = /* sql */ `
create table public.clients (id integer primary key, name text not null);
create table public.projects (id integer primary key, name text not null, client_id integer references public.clients (id));
create table public.tasks (id integer primary key, name text not null, project_id integer not null references public.projects (id));
create table public.people (id integer primary key, name text not null);
create table public.assignments (
  person_id integer references public.people (id), task_id integer references public.tasks (id),
  primary key (person_id, task_id));
create table public.addresses (id integer primary key, city text not null);
create table public.orders (id integer primary key,
  billing_address_id integer constraint orders_billing_fkey references public.addresses (id),
  shipping_address_id integer constraint orders_shipping_fkey references public.addresses (id));
create table public.client_settings (client_id integer primary key references public.clients (id), theme text);
insert into public.clients values (1, 'Acme'), (2, 'Globex'), (3, 'Initech');
insert into public.projects values (10, 'Rocket', 1), (11, 'Anvil', 1), (20, 'Hammock', 2), (30, 'Orphan', null);
insert into public.tasks values (100, 'design', 10), (101, 'build', 10), (102, 'paint', 11), (200, 'nap', 20);
insert into public.people values (1, 'Ann'), (2, 'Bob');
insert into public.assignments values (1, 100), (1, 101), (2, 101);
insert into public.addresses values (1, 'Amsterdam'), (2, 'Berlin');
insert into public.orders values (1, 1, 2);
insert into public.client_settings values (1, 'dark');
create function public.clients_named(prefix text) returns setof public.clients language sql stable as
  $$ select * from public.clients where name like prefix || '%' $$;
grant select, insert, update, delete on all tables in schema public to anon, authenticated, service_role;
`;

let h: RestHarness;
let db: SupabaseClient;

beforeAll(async () => {
  h = await startRestHarness();
  await h.migrate(SCHEMA);
  db = h.client(h.serviceRoleKey);
}, 240_000);

afterAll(async () => {
  await h?.stop();
});

async function raw(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', h.anonKey);
  headers.set('Authorization', `Bearer ${h.serviceRoleKey}`);
  const response = await fetch(`${h.url}/rest/v1${path}`, { ...init, headers });
  const text = await response.text();
  return { status: response.status, text, json: text ? JSON.parse(text) : undefined };
}

describe('embedding with supabase-js', () => {
  it('embeds many-to-one as an object and one-to-many as an array', async () => {
    const { data, error } = await db.from('projects').select('name, clients(name)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Rocket', clients: { name: 'Acme' } },
      { name: 'Anvil', clients: { name: 'Acme' } },
      { name: 'Hammock', clients: { name: 'Globex' } },
      { name: 'Orphan', clients: null },
    ]);
    const clients = await db.from('clients').select('*, projects(*)').order('id');
    expect(clients.error).toBeNull();
    expect(clients.data).toEqual([
      {
        id: 1,
        name: 'Acme',
        projects: [
          { id: 10, name: 'Rocket', client_id: 1 },
          { id: 11, name: 'Anvil', client_id: 1 },
        ],
      },
      { id: 2, name: 'Globex', projects: [{ id: 20, name: 'Hammock', client_id: 2 }] },
      { id: 3, name: 'Initech', projects: [] },
    ]);
  });

  it('embeds one-to-one as an object, many-to-many through the junction, and nests', async () => {
    const settings = await db.from('clients').select('name, client_settings(theme)').eq('id', 1).single();
    expect(settings.data).toEqual({ name: 'Acme', client_settings: { theme: 'dark' } });
    const people = await db.from('people').select('name, tasks(name)').order('id');
    expect(people.error).toBeNull();
    expect(people.data).toEqual([
      { name: 'Ann', tasks: [{ name: 'design' }, { name: 'build' }] },
      { name: 'Bob', tasks: [{ name: 'build' }] },
    ]);
    const nested = await db.from('clients').select('name, projects(name, tasks(name))').eq('id', 2).single();
    expect(nested.data).toEqual({ name: 'Globex', projects: [{ name: 'Hammock', tasks: [{ name: 'nap' }] }] });
  });

  it('aliases, filters, orders and limits an embed', async () => {
    const { data, error } = await db
      .from('clients')
      .select('name, work:projects(name)')
      .eq('id', 1)
      .eq('work.name', 'Anvil')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Acme', work: [{ name: 'Anvil' }] });
    const ordered = await db
      .from('clients')
      .select('name, projects(name)')
      .eq('id', 1)
      .order('name', { referencedTable: 'projects', ascending: true })
      .limit(1, { referencedTable: 'projects' })
      .single();
    expect(ordered.data).toEqual({ name: 'Acme', projects: [{ name: 'Anvil' }] });
    const either = await db
      .from('clients')
      .select('name, projects(name)')
      .eq('id', 1)
      .or('name.eq.Rocket,name.eq.Nothing', { referencedTable: 'projects' })
      .single();
    expect(either.data).toEqual({ name: 'Acme', projects: [{ name: 'Rocket' }] });
  });

  it('keeps only parents with a match for !inner and for rel=not.is.null', async () => {
    const inner = await db.from('clients').select('name, projects!inner(name)').eq('projects.name', 'Hammock');
    expect(inner.error).toBeNull();
    expect(inner.data).toEqual([{ name: 'Globex', projects: [{ name: 'Hammock' }] }]);
    const left = await db.from('clients').select('name, projects(name)').eq('projects.name', 'Hammock').order('id');
    expect(left.data?.map((row) => row.projects)).toEqual([[], [{ name: 'Hammock' }], []]);
    const withProjects = await db.from('clients').select('name, projects(id)').not('projects', 'is', null).order('id');
    expect(withProjects.data?.map((row) => row.name)).toEqual(['Acme', 'Globex']);
    const counted = await db.from('clients').select('name, projects!inner()', { count: 'exact' }).eq('projects.id', 20);
    expect(counted).toMatchObject({ count: 1, data: [{ name: 'Globex' }] });
  });

  it('spreads a to-one embed into the parent', async () => {
    const { data, error } = await db.from('projects').select('name, ...clients(client_name:name)').eq('id', 20);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Hammock', client_name: 'Globex' }]);
  });

  it('orders parents by a column of a to-one embed, and refuses it for to-many', async () => {
    const { data, error } = await db
      .from('projects')
      .select('name, clients(name)')
      .not('client_id', 'is', null)
      .order('clients(name)', { ascending: false })
      .order('id');
    expect(error).toBeNull();
    expect(data?.map((row) => row.name)).toEqual(['Hammock', 'Rocket', 'Anvil']);
    const toMany = await raw('/clients?select=name,projects(name)&order=projects(name)');
    expect(toMany.status).toBe(400);
    expect(toMany.json).toMatchObject({ code: 'PGRST118' });
  });

  it('picks a relationship by foreign key name or column hint', async () => {
    const byKey = await db
      .from('orders')
      .select('id, billing:addresses!orders_billing_fkey(city), shipping:addresses!shipping_address_id(city)')
      .single();
    expect(byKey.error).toBeNull();
    expect(byKey.data).toEqual({ id: 1, billing: { city: 'Amsterdam' }, shipping: { city: 'Berlin' } });
  });

  it('embeds in the representation of a write', async () => {
    const { data, error } = await db
      .from('projects')
      .insert({ id: 40, name: 'Fresh', client_id: 3 })
      .select('name, clients(name)')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Fresh', clients: { name: 'Initech' } });
  });
});

describe('relationship errors', () => {
  it('answers 400 PGRST200 when no relationship exists', async () => {
    const answer = await raw('/clients?select=*,people(*)');
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      code: 'PGRST200',
      details:
        "Searched for a foreign key relationship between 'clients' and 'people' in the schema 'public', but no matches were found.",
      hint: null,
      message: "Could not find a relationship between 'clients' and 'people' in the schema cache",
    });
  });

  it('answers 300 PGRST201 with the candidates when two keys link the tables', async () => {
    const answer = await raw('/orders?select=*,addresses(*)');
    expect(answer.status).toBe(300);
    expect(answer.json).toEqual({
      code: 'PGRST201',
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'orders with addresses',
          relationship: 'orders_billing_fkey using orders(billing_address_id) and addresses(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'orders with addresses',
          relationship: 'orders_shipping_fkey using orders(shipping_address_id) and addresses(id)',
        },
      ],
      hint: "Try changing 'addresses' to one of the following: 'addresses!orders_billing_fkey', 'addresses!orders_shipping_fkey'. Find the desired relationship in the 'details' key.",
      message: "Could not embed because more than one relationship was found for 'orders' and 'addresses'",
    });
  });

  it('answers 400 PGRST108 for filters on a resource that is not embedded', async () => {
    const answer = await raw('/clients?select=name&projects.name=eq.x');
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 'PGRST108' });
  });

  it('answers 400 PGRST123 for aggregates, which Supabase leaves disabled', async () => {
    const selects = [
      'count()',
      'id.sum()',
      'total:count()',
      'count()::int',
      'id::text.max()::int',
      'name,projects(id.avg())',
    ];
    for (const select of selects) {
      const answer = await raw(`/clients?select=${select}`);
      expect(answer.status, select).toBe(400);
      expect(answer.json, select).toEqual({
        code: 'PGRST123',
        details: null,
        hint: null,
        message: 'Use of aggregate functions is not allowed',
      });
    }
    const rpc = await raw('/rpc/clients_named?prefix=A&select=name.count()');
    expect(rpc).toMatchObject({ status: 400, json: { code: 'PGRST123' } });
  });

  it('checks the table and the relationships before refusing an aggregate, as PostgREST plans them', async () => {
    const table = await raw('/no_such_table?select=count()');
    expect(table).toMatchObject({ status: 404, json: { code: 'PGRST205' } });
    const embed = await raw('/clients?select=count(),people(*)');
    expect(embed.status).toBe(400);
    expect(embed.json).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'clients' and 'people' in the schema cache",
    });
    // A malformed aggregate is a parse error, answered before any of them.
    const malformed = await raw('/no_such_table?select=id.sum(x)');
    expect(malformed).toMatchObject({ status: 400, json: { code: 'PGRST100' } });
  });

  it('bounds the depth of nested embeds', async () => {
    let select = 'id';
    for (let level = 0; level < 40; level += 1) select = `id,clients(${select})`;
    const answer = await raw(`/projects?select=${select}`);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 'PGRST100' });
  });
});
