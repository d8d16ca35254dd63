/**
 * Embedding beyond a table's own foreign keys, as PostgREST resolves it (docs/adr/0010): computed relationships
 * (`fn(table) returns [setof] other`), embedding from what an RPC returns, self-referencing tables without a hint, and
 * relationships that views take over from the keys of their source tables.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestHarness, startRestHarness } from './harness';

const SCHEMA = /* sql */ `
create table public.authors (name text primary key, active boolean not null default true);
create table public.books (id int primary key, title text not null, author text not null references public.authors (name));
create table public.reviews (id int primary key, book_id int not null references public.books (id), stars int not null);
insert into public.authors values ('ada', true), ('bo', false), ('cy', true);
insert into public.books values (1, 'Engines', 'ada'), (2, 'Notes', 'ada'), (3, 'Poems', 'bo');
insert into public.reviews values (1, 1, 5), (2, 1, 4), (3, 3, 2);
create function public.written(public.authors) returns setof public.books language sql stable as
  $$ select * from public.books where author = $1.name order by id $$;
create function public.latest_book(public.authors) returns setof public.books rows 1 language sql stable as
  $$ select * from public.books where author = $1.name order by id desc limit 1 $$;
create function public.first_book(someone public.authors) returns public.books language sql stable as
  $$ select * from public.books where author = someone.name order by id limit 1 $$;
create function public.feedback(public.books) returns setof public.reviews language sql stable as
  $$ select * from public.reviews where book_id = $1.id order by id $$;
create function public.feedback(public.authors) returns setof public.reviews language sql stable as
  $$ select r.* from public.reviews r join public.books b on b.id = r.book_id where b.author = $1.name order by r.id $$;
create function public.title_length(public.books) returns int language sql stable as $$ select length($1.title) $$;
create function public.every_book() returns setof public.books language sql stable as $$ select * from public.books $$;
create view public.active_authors as select name from public.authors where active;
create function public.active_books(public.active_authors) returns setof public.books language sql stable as
  $$ select * from public.books where author = $1.name order by id $$;
create function public.books_by(who text) returns setof public.books language sql stable as
  $$ select * from public.books where author = who order by id $$;
create function public.book_with(book int) returns public.books language sql stable as
  $$ select * from public.books where id = book $$;
create function public.book_titles() returns table (id int, title text) language sql stable as
  $$ select id, title from public.books order by id $$;
create table public.folders (id int primary key, name text not null, parent_id int references public.folders (id));
insert into public.folders values (1, 'root', null), (2, 'docs', 1), (3, 'pics', 1), (4, 'old', 2);
create table public.boards (id int primary key, name text not null,
  parent int constraint boards_parent_fkey references public.boards (id),
  main int constraint boards_main_fkey references public.boards (id));
create view public.book_cards as select id, title as heading, author from public.books;
grant select on all tables in schema public to anon, authenticated, service_role;
`;

let h: RestHarness;

beforeAll(async () => {
  h = await startRestHarness();
  await h.migrate(SCHEMA);
}, 240_000);

afterAll(async () => {
  await h?.stop();
});

async function rest(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', h.anonKey);
  const response = await fetch(`${h.url}/rest/v1${path}`, { ...init, headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text ? JSON.parse(text) : undefined };
}

const noRelationship = (origin: string, target: string, hint?: string) => ({
  code: 'PGRST200',
  details: `Searched for a foreign key relationship between '${origin}' and '${target}'${hint ? ` using the hint '${hint}'` : ''} in the schema 'public', but no matches were found.`,
  hint: null,
  message: `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
});

describe('computed relationships', () => {
  it('embeds a SETOF function of the row as an array, in the order the function returns', async () => {
    const answer = await rest('/authors?select=name,books:written(id,title)&order=name');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('content-range')).toBe('0-2/*');
    expect(answer.body).toEqual([
      {
        name: 'ada',
        books: [
          { id: 1, title: 'Engines' },
          { id: 2, title: 'Notes' },
        ],
      },
      { name: 'bo', books: [{ id: 3, title: 'Poems' }] },
      { name: 'cy', books: [] },
    ]);
  });

  it('embeds a function returning one row, or SETOF with ROWS 1, as an object (null without a row)', async () => {
    const answer = await rest('/authors?select=name,latest_book(title),first_book(title)&order=name');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { name: 'ada', latest_book: { title: 'Notes' }, first_book: { title: 'Engines' } },
      { name: 'bo', latest_book: { title: 'Poems' }, first_book: { title: 'Poems' } },
      { name: 'cy', latest_book: null, first_book: { title: null } },
    ]);
  });

  it('picks the overload that takes the embedding table, and reads computed fields inside the embed', async () => {
    const byBook = await rest('/books?select=id,feedback(stars)&order=id');
    expect(byBook.body).toEqual([
      { id: 1, feedback: [{ stars: 5 }, { stars: 4 }] },
      { id: 2, feedback: [] },
      { id: 3, feedback: [{ stars: 2 }] },
    ]);
    const byAuthor = await rest('/authors?select=name,feedback(stars),written(title,title_length)&name=eq.ada');
    expect(byAuthor.body).toEqual([
      {
        name: 'ada',
        feedback: [{ stars: 5 }, { stars: 4 }],
        written: [
          { title: 'Engines', title_length: 7 },
          { title: 'Notes', title_length: 5 },
        ],
      },
    ]);
  });

  it('applies !inner, embedded filters, order and limit, and nests foreign-key embeds inside', async () => {
    const inner = await rest('/authors?select=name,latest_book!inner(title)&order=name');
    expect(inner.body).toEqual([
      { name: 'ada', latest_book: { title: 'Notes' } },
      { name: 'bo', latest_book: { title: 'Poems' } },
    ]);
    const shaped = await rest(
      '/authors?select=name,written(title,authors(active),reviews(stars))&name=eq.ada&written.order=id.desc&written.limit=1',
    );
    expect(shaped.body).toEqual([
      { name: 'ada', written: [{ title: 'Notes', authors: { active: true }, reviews: [] }] },
    ]);
  });

  it('embeds a function of a view row from that view', async () => {
    const answer = await rest('/active_authors?select=name,active_books(title)&order=name');
    expect(answer.body).toEqual([
      { name: 'ada', active_books: [{ title: 'Engines' }, { title: 'Notes' }] },
      { name: 'cy', active_books: [] },
    ]);
  });

  it('is no relationship for a function without the row argument, nor from another table (400 PGRST200)', async () => {
    const noArgument = await rest('/authors?select=name,every_book(*)');
    expect(noArgument.status).toBe(400);
    expect(noArgument.body).toEqual(noRelationship('authors', 'every_book'));
    const otherTable = await rest('/reviews?select=id,written(*)');
    expect(otherTable.status).toBe(400);
    expect(otherTable.body).toEqual(noRelationship('reviews', 'written'));
  });
});

describe('embedding from a function result', () => {
  it('embeds from the table a SETOF function returns, on GET and POST, with filters on its rows', async () => {
    const get = await rest('/rpc/books_by?who=ada&select=title,authors(name,active),reviews(stars)');
    expect(get.status).toBe(200);
    expect(get.body).toEqual([
      { title: 'Engines', authors: { name: 'ada', active: true }, reviews: [{ stars: 5 }, { stars: 4 }] },
      { title: 'Notes', authors: { name: 'ada', active: true }, reviews: [] },
    ]);
    const post = await rest('/rpc/books_by?select=id,feedback(stars)&id=eq.3', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ who: 'bo' }),
    });
    expect(post.status).toBe(200);
    expect(post.body).toEqual([{ id: 3, feedback: [{ stars: 2 }] }]);
  });

  it('embeds from a function returning one row, which a filter can leave as null', async () => {
    const found = await rest('/rpc/book_with?book=1&select=title,authors(name)');
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ title: 'Engines', authors: { name: 'ada' } });
    const filtered = await rest('/rpc/book_with?book=1&select=title,authors(name)&title=eq.nope');
    expect(filtered.status).toBe(200);
    expect(filtered.text).toBe('null');
  });

  it('names the returned type when it has no relationships: RETURNS TABLE is a record', async () => {
    const answer = await rest('/rpc/book_titles?select=title,authors(name)');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(noRelationship('record', 'authors'));
  });
});

describe('self-referencing tables', () => {
  it('embeds the table by its own name as its children, and by the key column as the parent', async () => {
    const children = await rest('/folders?select=name,folders(name)&id=eq.1');
    expect(children.status).toBe(200);
    expect(children.body).toEqual([{ name: 'root', folders: [{ name: 'docs' }, { name: 'pics' }] }]);
    const parent = await rest('/folders?select=name,parent_id(name)&id=eq.4');
    expect(parent.body).toEqual([{ name: 'old', parent_id: { name: 'docs' } }]);
    const hinted = await rest('/folders?select=name,children:folders!parent_id(name)&id=eq.2');
    expect(hinted.body).toEqual([{ name: 'docs', children: [{ name: 'old' }] }]);
  });

  it('refuses the constraint name as a hint on a self-reference (400 PGRST200)', async () => {
    const answer = await rest('/folders?select=name,folders!folders_parent_id_fkey(name)');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(noRelationship('folders', 'folders', 'folders_parent_id_fkey'));
  });

  it('answers 300 PGRST201 when a table references itself twice', async () => {
    const answer = await rest('/boards?select=children:boards(*)');
    expect(answer.status).toBe(300);
    expect(answer.body).toEqual({
      code: 'PGRST201',
      details: [
        {
          cardinality: 'one-to-many',
          embedding: 'boards with boards',
          relationship: 'boards_main_fkey using boards(id) and boards(main)',
        },
        {
          cardinality: 'one-to-many',
          embedding: 'boards with boards',
          relationship: 'boards_parent_fkey using boards(id) and boards(parent)',
        },
      ],
      hint: "Try changing 'boards' to one of the following: 'boards!boards_main_fkey', 'boards!boards_parent_fkey'. Find the desired relationship in the 'details' key.",
      message: "Could not embed because more than one relationship was found for 'boards' and 'boards'",
    });
  });
});

describe('relationships through views', () => {
  it("embeds a view along its source table's keys, under the view's column names, both ways", async () => {
    const toView = await rest('/reviews?select=stars,book_cards(heading)&order=id');
    expect(toView.status).toBe(200);
    expect(toView.body).toEqual([
      { stars: 5, book_cards: { heading: 'Engines' } },
      { stars: 4, book_cards: { heading: 'Engines' } },
      { stars: 2, book_cards: { heading: 'Poems' } },
    ]);
    const fromView = await rest('/book_cards?select=heading,authors(name),reviews(stars)&id=eq.1');
    expect(fromView.body).toEqual([
      { heading: 'Engines', authors: { name: 'ada' }, reviews: [{ stars: 5 }, { stars: 4 }] },
    ]);
    const viewToView = await rest('/active_authors?select=name,book_cards(heading)&name=eq.ada');
    expect(viewToView.body).toEqual([{ name: 'ada', book_cards: [{ heading: 'Engines' }, { heading: 'Notes' }] }]);
  });

  it('does not take a view by the key name, so the name stays unambiguous for the table', async () => {
    const answer = await rest('/reviews?select=stars,reviews_book_id_fkey(title)&id=eq.1');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([{ stars: 5, reviews_book_id_fkey: { title: 'Engines' } }]);
  });
});
