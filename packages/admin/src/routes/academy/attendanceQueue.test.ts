import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { ATTENDANCE_QUEUE_KEY, createAttendanceQueue, type QueuedMark } from './attendanceQueue';

const tap = { batch_id: 'b1', student_id: 's1', date: '2026-12-02', status: 'present' };
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
    expect(stored()).toEqual([{ ...tap, client_id: queued.client_id }]);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(queue.getState().marks).toEqual([]));
    expect(send.mock.calls.map(([mark]) => mark)).toEqual([{ ...tap, client_id: queued.client_id }]);
    expect(localStorage.getItem(ATTENDANCE_QUEUE_KEY)).toBeNull();
    stop();
  });

  it('an unreachable server keeps the mark; the retry sends the very same client id', async () => {
    const send = vi
      .fn<(mark: QueuedMark) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(0, 'The server could not be reached.'))
      .mockResolvedValueOnce({ ok: true });
    const queue = createAttendanceQueue(send);
    const queued = queue.mark({ ...tap, status: 'late' });
    await vi.waitFor(() => expect(queue.getState().sending).toBe(false));
    expect(stored().map((mark) => mark.client_id)).toEqual([queued.client_id]);
    await queue.flush();
    expect(send.mock.calls.map(([mark]) => mark.client_id)).toEqual([queued.client_id, queued.client_id]);
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
    queue.mark({ ...tap, status: 'absent' });
    queue.mark({ ...tap, student_id: 's2' });
    expect(stored().map((mark) => [mark.student_id, mark.status])).toEqual([
      ['s1', 'absent'],
      ['s2', 'present'],
    ]);
    await queue.flush();
    expect(queue.getState().refused).toBe('Kabir is not in this batch.');
    expect(send.mock.calls.map(([mark]) => mark.student_id)).toEqual(['s1', 's2']);
    expect(stored()).toEqual([]);
  });
});
