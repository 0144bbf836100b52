import { describe, expect, it } from 'vitest';
import { earnsMakeup, meetsOn, readyForNextLevel, seatsLeft, weekdayOf } from './rules';
import { EnrolmentBody, StudentBody, TrialBody } from './schemas';

describe('academy rules', () => {
  it('places left are capacity less the places held, never below 0', () => {
    expect(seatsLeft(10, 7)).toBe(3);
    expect(seatsLeft(10, 12)).toBe(0);
  });

  it('an absence earns a make-up credit only when the merchant allows it', () => {
    expect(earnsMakeup('absent', true)).toBe(true);
    expect(earnsMakeup('late', true)).toBe(false);
    expect(earnsMakeup('absent', false)).toBe(false);
  });

  it('a student is ready for the next level with every skill of theirs ticked', () => {
    expect(readyForNextLevel(['a', 'b'], ['b', 'a', 'x'])).toBe(true);
    expect(readyForNextLevel(['a', 'b'], ['a'])).toBe(false);
    expect(readyForNextLevel([], [])).toBe(false);
  });

  it('a batch meets on its weekdays inside its term', () => {
    expect(weekdayOf('2026-12-02')).toBe('Wed');
    const batch = { days: ['Wed', 'Sat'], term_start: '2026-12-01', term_end: '2027-02-28' };
    expect(meetsOn(batch, '2026-12-02')).toBe(true);
    expect(meetsOn(batch, '2026-12-03')).toBe(false);
    expect(meetsOn(batch, '2026-11-28')).toBe(false);
  });
});

describe('academy bodies', () => {
  it('a student needs a name, a gender of the form and a centre', () => {
    const result = StudentBody.safeParse({
      name: ' ',
      gender: 'Boy',
      center: 'Andheri',
      user_id: 'u',
      main_id: 'm',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'name must not be empty',
      'gender must be one of: Male, Female, Other',
    ]);
  });

  it('an enrolment takes only a student and a batch', () => {
    const result = EnrolmentBody.safeParse({ student_id: 's', batch_id: 'b', seats: 2 });
    expect(result.error?.issues[0]?.message).toBe('unknown field(s): seats');
  });

  it('a trial day is written YYYY-MM-DD', () => {
    const result = TrialBody.safeParse({ student_id: 's', batch_id: 'b', date: '2/12/2026' });
    expect(result.error?.issues[0]?.message).toBe('date must be a day written YYYY-MM-DD');
  });
});
