/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { TAG_LOADERS } from './loader';
import { SKATE_TAGS } from './tags';
import type { SkateTimetableElement } from './skate-timetable';
import { API, MERCHANT, setupStorefront } from './test/harness';
import { eventually, mount, shadow, withDefinedTags } from './test/page';

withDefinedTags();

const batch = (id: string, centre: string, extra: Record<string, unknown> = {}) => ({
  batch_id: id,
  course: 'Beginner Quad',
  course_id: 'c1',
  centre,
  days: ['Sat'],
  start_time: '09:00',
  end_time: '10:00',
  coach: 'Meera Iyer',
  level: 'Beginner',
  level_id: 'l1',
  age_band: '',
  capacity: 10,
  seats_left: 2,
  waiting: 0,
  price: 4500,
  trial_price: 0,
  term_start: '',
  term_end: '',
  ...extra,
});

describe('<skate-timetable>', () => {
  it('shows the week with places left, the centre of its `centre` attribute first, and twins course-id', async () => {
    setupStorefront({
      'GET /batches/ACAD1': {
        data: [
          batch('b1', 'Andheri'),
          batch('b2', 'Malad (E)', { seats_left: 0, course: 'Intermediate Quad' }),
        ],
      },
    });
    const element = mount<SkateTimetableElement>(
      `<skate-timetable merchant-code="${MERCHANT}" api-base="${API}" centre="Malad (E)"></skate-timetable>`,
    );
    expect(element.centre).toBe('Malad (E)');
    element.courseId = 'c1';
    expect(element.getAttribute('course-id')).toBe('c1');
    await eventually(() =>
      expect([...shadow(element).querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Malad (E)']),
    );
    const root = shadow(element);
    expect(root.querySelector('h1')?.textContent).toBe('Timetable');
    expect(root.querySelector('.skate-batch h4')?.textContent).toBe('Intermediate Quad');
    expect(root.querySelector('[part~="badge"]')?.textContent).toBe('Full');
    expect([...root.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Sign in to enrol your child',
      'Join the waiting list',
    ]);
  });
});

describe('the loader', () => {
  it("knows every tag, and each tag's module registers it under define + the tag in PascalCase", async () => {
    expect(Object.keys(TAG_LOADERS).sort()).toEqual([...SKATE_TAGS].sort());
    const modules = import.meta.glob<Record<string, unknown>>('./skate-*.ts');
    for (const tag of SKATE_TAGS) {
      const module = await modules[`./${tag}.ts`]?.();
      const name = `define${tag.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase())}`;
      expect(typeof module?.[name], `${tag}: ${name}`).toBe('function');
    }
    expect(await TAG_LOADERS['skate-timetable']()).toBe(customElements.get('skate-timetable'));
  });
});
