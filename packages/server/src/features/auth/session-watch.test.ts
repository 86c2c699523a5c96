import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Actor } from '../../plugins/request-context.ts';
import type { LiveSession } from './session-cache.ts';
import { type SessionEnd, SessionWatch, sessionActor } from './session-watch.ts';

const HOUR = 60 * 60 * 1000;
const log = { warn: () => undefined } as unknown as FastifyBaseLogger;

const row = (idHash: string, overrides: Partial<LiveSession> = {}): LiveSession => ({
  id_hash: idHash,
  last_seen_at: new Date(),
  created_on: new Date(),
  expires_at: new Date(Date.now() + HOUR),
  user_id: `user-${idHash}`,
  organization_id: 'org-1',
  is_patient: false,
  healco_admin: false,
  provider_role: 'STAN',
  status: 'ACTV',
  ...overrides,
});

/** A watch over a table the test edits; counts the statements it is asked for. */
function watchOver(table: Map<string, LiveSession>) {
  const load = vi.fn(async (hashes: string[]) =>
    hashes.flatMap((hash) => (table.has(hash) ? [table.get(hash)!] : [])),
  );
  return { watch: new SessionWatch({ load, maxAgeMs: 12 * HOUR, log }), load };
}

function listen(watch: SessionWatch, idHash: string, actor: Actor) {
  const heard: SessionEnd[] = [];
  watch.watch(idHash, actor, (why) => heard.push(why));
  return heard;
}

describe('the live sessions watch', () => {
  it('reads every watched session in one statement and tells only the channels of the one that ended', async () => {
    const table = new Map(['a', 'b', 'c'].map((hash) => [hash, row(hash)]));
    const { watch, load } = watchOver(table);
    const heard = ['a', 'a', 'b', 'c'].map((hash) => listen(watch, hash, sessionActor(table.get(hash)!)));
    await watch.recheck();
    load.mockClear();

    table.delete('a');
    await watch.recheck();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]![0]).toEqual(['a', 'b', 'c']);
    expect(heard).toEqual([['ended'], ['ended'], [], []]);
    // Told once: the ended session is no longer watched.
    expect(watch.size).toBe(2);
    watch.close();
  });

  it('tells a channel whose user may now do other things to reconnect, and one of an account no longer active that it ended', async () => {
    const table = new Map(['a', 'b'].map((hash) => [hash, row(hash)]));
    const { watch } = watchOver(table);
    const changed = listen(watch, 'a', sessionActor(table.get('a')!));
    const locked = listen(watch, 'b', sessionActor(table.get('b')!));
    await watch.recheck();
    table.set('a', row('a', { provider_role: null }));
    table.set('b', row('b', { status: 'LOCK' }));
    await watch.recheck();
    expect(changed).toEqual(['changed']);
    expect(locked).toEqual(['ended']);
    watch.close();
  });

  it('asks for the sessions again once more when told during a read, not once per signal', async () => {
    const table = new Map([['a', row('a')]]);
    const { watch, load } = watchOver(table);
    listen(watch, 'a', sessionActor(table.get('a')!));
    await watch.recheck();
    load.mockClear();
    const first = watch.recheck();
    for (let i = 0; i < 5; i += 1) void watch.recheck();
    await first;
    await watch.recheck();
    expect(load.mock.calls.length).toBeLessThanOrEqual(3);
    watch.close();
  });

  it('tries again shortly after a failed read, and closes a channel whose session timed out meanwhile', async () => {
    vi.useFakeTimers();
    try {
      const table = new Map([['a', row('a', { expires_at: new Date(Date.now() + 5 * 60_000) })]]);
      const { watch, load } = watchOver(table);
      const heard = listen(watch, 'a', sessionActor(table.get('a')!));
      await watch.recheck();
      load.mockRejectedValueOnce(new Error('connection lost'));
      table.delete('a');
      await watch.recheck();
      expect(heard).toEqual([]);
      await vi.advanceTimersByTimeAsync(1_100);
      expect(heard).toEqual(['ended']);
      watch.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('looks again when the earliest session is due to time out, with no announcement', async () => {
    vi.useFakeTimers();
    try {
      const table = new Map([['a', row('a', { expires_at: new Date(Date.now() + 30_000) })]]);
      const { watch } = watchOver(table);
      const heard = listen(watch, 'a', sessionActor(table.get('a')!));
      await vi.advanceTimersByTimeAsync(29_000);
      expect(heard).toEqual([]);
      // The load answers from the table by expiry, as the database does.
      table.delete('a');
      await vi.advanceTimersByTimeAsync(2_000);
      expect(heard).toEqual(['ended']);
      watch.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
