import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { cors } from 'hono/cors';

export interface Address {
  Name: string;
  Address: string;
}

export interface StoredMessage {
  ID: string;
  MessageID: string;
  From: Address;
  To: Address[];
  Subject: string;
  Created: string;
  Text: string;
  HTML: string;
  Read: boolean;
}

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

function parseAddress(value: string): Address {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value);
  return match ? { Name: match[1] ?? '', Address: match[2] ?? '' } : { Name: '', Address: value.trim() };
}

const MAX_MESSAGES = 1000;

/** Captures outgoing mail in memory when no SMTP_URL is set (newest first, capped like Mailpit's default store). */
export class Mailbox {
  private messages: StoredMessage[] = [];

  add(mail: OutgoingMail): StoredMessage {
    const message: StoredMessage = {
      ID: randomUUID(),
      MessageID: `${randomUUID()}@ardena.local`,
      From: parseAddress(mail.from),
      To: [parseAddress(mail.to)],
      Subject: mail.subject,
      Created: new Date().toISOString(),
      Text: mail.text,
      HTML: mail.html,
      Read: false,
    };
    this.messages.unshift(message);
    this.messages.length = Math.min(this.messages.length, MAX_MESSAGES);
    return message;
  }

  list(): StoredMessage[] {
    return this.messages;
  }

  get(id: string): StoredMessage | undefined {
    return id === 'latest' ? this.messages[0] : this.messages.find((message) => message.ID === id);
  }

  /** Mailpit's search subset: space-separated terms, `to:`, `from:`, `subject:` or free text (all must match). */
  search(query: string): StoredMessage[] {
    const terms = query.match(/(\w+:)?("[^"]*"|\S+)/g) ?? [];
    return this.messages.filter((message) =>
      terms.every((term) => {
        const [, field, raw = ''] = /^(?:(\w+):)?(.*)$/.exec(term) ?? [];
        const needle = raw.replace(/^"|"$/g, '').toLowerCase();
        const haystack =
          field === 'to'
            ? message.To.map((to) => `${to.Name} ${to.Address}`).join(' ')
            : field === 'from'
              ? `${message.From.Name} ${message.From.Address}`
              : field === 'subject'
                ? message.Subject
                : `${message.Subject} ${message.Text}`;
        return haystack.toLowerCase().includes(needle);
      }),
    );
  }

  delete(ids?: string[]): void {
    this.messages = ids?.length ? this.messages.filter((message) => !ids.includes(message.ID)) : [];
  }
}

function summary(message: StoredMessage) {
  return {
    ID: message.ID,
    MessageID: message.MessageID,
    Read: message.Read,
    From: message.From,
    To: message.To,
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    Subject: message.Subject,
    Created: message.Created,
    Tags: [],
    Size: Buffer.byteLength(message.Text) + Buffer.byteLength(message.HTML),
    Attachments: 0,
    Snippet: message.Text.replace(/\s+/g, ' ').slice(0, 250),
  };
}

function listing(all: StoredMessage[], start: number, limit: number) {
  const page = all.slice(start, start + limit);
  return {
    total: all.length,
    unread: all.filter((message) => !message.Read).length,
    count: page.length,
    messages_count: all.length,
    start,
    tags: [],
    messages: page.map(summary),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(mailbox: Mailbox): string {
  const rows = mailbox
    .list()
    .map(
      (message) =>
        `<li><a href="/view/${message.ID}">${escapeHtml(message.Subject)}</a> — to ${escapeHtml(
          message.To.map((to) => to.Address).join(', '),
        )} <time datetime="${message.Created}">${message.Created}</time></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Local mailbox</title></head><body><main><h1>Local mailbox</h1><p>Email the local Supabase server would have sent. <a href="/">Refresh</a></p>${
    rows ? `<ol>${rows}</ol>` : '<p>No messages yet.</p>'
  }</main></body></html>`;
}

/** The mailbox web page plus the Mailpit-compatible JSON API subset tests use to follow links. */
export function createMailboxApp(mailbox: Mailbox): Hono {
  const app = new Hono();
  app.use('/api/*', cors());
  app.get('/', (c) => c.html(page(mailbox)));
  app.get('/view/:id', (c) => {
    const message = mailbox.get(c.req.param('id'));
    if (!message) return c.text('Message not found', 404);
    message.Read = true;
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(message.Subject)}</title></head><body><main><p><a href="/">All messages</a></p><h1>${escapeHtml(
        message.Subject,
      )}</h1><p>To: ${escapeHtml(message.To.map((to) => to.Address).join(', '))}</p>${message.HTML}</main></body></html>`,
    );
  });
  const pageArgs = (start?: string, limit?: string) => [Number(start ?? 0) || 0, Number(limit ?? 50) || 50] as const;
  app.get('/api/v1/messages', (c) =>
    c.json(listing(mailbox.list(), ...pageArgs(c.req.query('start'), c.req.query('limit')))),
  );
  app.get('/api/v1/search', (c) =>
    c.json(
      listing(mailbox.search(c.req.query('query') ?? ''), ...pageArgs(c.req.query('start'), c.req.query('limit'))),
    ),
  );
  app.get('/api/v1/message/:id', (c) => {
    const message = mailbox.get(c.req.param('id'));
    if (!message) return c.text('Message not found', 404);
    message.Read = true;
    return c.json({
      ...summary(message),
      ReturnPath: message.From.Address,
      Date: message.Created,
      Text: message.Text,
      HTML: message.HTML,
      Inline: [],
      Attachments: [],
    });
  });
  app.delete('/api/v1/messages', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { IDs?: string[] };
    mailbox.delete(Array.isArray(body.IDs) ? body.IDs : undefined);
    return c.text('ok');
  });
  return app;
}
