import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { ATTENDANCE_QUEUE_KEY, createAttendanceQueue, type QueuedMark } from './attendanceQueue';

const tap = { batchId: 'b1', studentId: 's1', day: '2026-12-02', mark: 'present' } as const;
const stored = (): QueuedMark[] => JSON.parse(localStorage.getItem(ATTENDANCE_QUEUE_KEY) ?? '[]');

afterEach(() => onlineManager.setOnline(true));

describe('attendance queue on a weak connection', () => {
  it('keeps a mark in storage while offline and sends it, with the same client id, when back online', async () => {
    onlineManager.setOnline(false);
    const send = vi.fn(async (_mark: QueuedMark) => ({ ok: true }));
    const queue = createAttendanceQueue(send);
    const stop = queue.watchOnline();
    const queued = queue.mark(tap);
    expect(send).not.toHaveBeenCalled();
    expect(stored()).toEqual([{ ...tap, clientId: queued.clientId }]);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(queue.getState().marks).toEqual([]));
    expect(send.mock.calls.map(([mark]) => mark)).toEqual([{ ...tap, clientId: queued.clientId }]);
    expect(localStorage.getItem(ATTENDANCE_QUEUE_KEY)).toBeNull();
    stop();
  });

  it('an unreachable server keeps the mark; the retry sends the very same client id', async () => {
    const send = vi
      .fn<(mark: QueuedMark) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(0, 'The server could not be reached.'))
      .mockResolvedValueOnce({ ok: true });
    const queue = createAttendanceQueue(send);
    const queued = queue.mark({ ...tap, mark: 'late' });
    await vi.waitFor(() => expect(queue.getState().sending).toBe(false));
    expect(stored().map((mark) => mark.clientId)).toEqual([queued.clientId]);
    await queue.flush();
    expect(send.mock.calls.map(([mark]) => mark.clientId)).toEqual([queued.clientId, queued.clientId]);
    expect(stored()).toEqual([]);
  });

  it('a newer tap for the same student replaces the one still waiting; a refusal is said and dropped', async () => {
    onlineManager.setOnline(false);
    const send = vi
      .fn<(mark: QueuedMark) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(409, 'Kabir is not in this batch.'))
      .mockResolvedValue({ ok: true });
    const queue = createAttendanceQueue(send);
    queue.mark(tap);
    queue.mark({ ...tap, mark: 'absent' });
    queue.mark({ ...tap, studentId: 's2' });
    expect(stored().map((mark) => [mark.studentId, mark.mark])).toEqual([
      ['s1', 'absent'],
      ['s2', 'present'],
    ]);
    await queue.flush();
    expect(queue.getState().refused).toBe('Kabir is not in this batch.');
    expect(send.mock.calls.map(([mark]) => mark.studentId)).toEqual(['s1', 's2']);
    expect(stored()).toEqual([]);
  });
});
