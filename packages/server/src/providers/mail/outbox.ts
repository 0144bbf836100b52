import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { SkateError } from '../../platform/core';
import type { MailMessage, OutboxEntry, OutboxMailer } from './types';

export interface OutboxOptions {
  from: string;
  /** JSON-lines file the messages are appended to; in memory only when absent (tests). */
  file?: string;
  now?: () => Date;
}

function isEntry(value: unknown): value is OutboxEntry {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.to === 'string' && typeof v.subject === 'string' && typeof v.sentAt === 'string';
}

async function readEntries(file: string): Promise<OutboxEntry[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return [];
  }
  const entries: OutboxEntry[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const parsed: unknown = JSON.parse(line);
      if (isEntry(parsed)) entries.push(parsed);
    } catch {
      // A torn last line (crash mid-write) must not hide the other messages.
    }
  }
  return entries;
}

/**
 * Offline mailer: every message goes to memory and, when a file is given, to a JSON-lines file in
 * the data directory, so sign-up and password reset work with no SMTP server and survive restarts.
 */
export function createOutboxMailer(options: OutboxOptions): OutboxMailer {
  const now = options.now ?? (() => new Date());
  const memory: OutboxEntry[] = [];
  let loaded = options.file === undefined;

  async function load(): Promise<void> {
    if (loaded || !options.file) return;
    const fromDisk = await readEntries(options.file);
    const seen = new Set(memory.map((m) => m.id));
    memory.unshift(...fromDisk.filter((m) => !seen.has(m.id)));
    loaded = true;
  }

  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      const entry: OutboxEntry = {
        id: randomUUID(),
        from: options.from,
        sentAt: now().toISOString(),
        ...message,
      };
      memory.push(entry);
      if (!options.file) return;
      try {
        await mkdir(dirname(options.file), { recursive: true });
        // Owner-only: the outbox holds sign-in codes.
        await appendFile(options.file, `${JSON.stringify(entry)}\n`, { encoding: 'utf8', mode: 0o600 });
      } catch (cause) {
        throw new SkateError('network', 'Could not write the mail outbox', { cause });
      }
    },
    async list(email: string) {
      await load();
      const wanted = email.trim().toLowerCase();
      return (
        memory
          .map((entry, index) => ({ entry, index }))
          .filter(({ entry }) => entry.to.trim().toLowerCase() === wanted)
          // Newest first; equal timestamps keep reverse insertion order.
          .sort((a, b) => b.entry.sentAt.localeCompare(a.entry.sentAt) || b.index - a.index)
          .map(({ entry }) => entry)
      );
    },
  };
}
