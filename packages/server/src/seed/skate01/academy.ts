import type { Db } from '../../db/client';
import {
  academyLevels,
  academySettings,
  academySkills,
  admissions,
  batches,
  enrolments,
  students,
  users,
} from '../../db/schema';
import { indiaDay } from '../../lib/india-days';

/*
 * SKATE01's academy (issue 37): levels with skills, two coaches, a week of batches at its four centres
 * (some full, one with a waiting list), families filling them, and the demo parent with two children.
 * The coaches are not made here (staff exist only with the dev helpers: demo-owners.ts makes them and
 * gives them these batches) and the demo parent gets no password here, so a production database seeded
 * with demo data has no staff and no known sign-in.
 */

const MAIN = 'SKATE01';

/** The academy's demo people, for the dev helpers, tests and the e2e. */
export const ACADEMY_DEMO = {
  coaches: [
    { email: 'coach.meera@skate01.test', name: 'Meera Iyer' },
    { email: 'coach.kabir@skate01.test', name: 'Kabir Shah' },
  ],
  parent: { email: 'parent@skate01.test', name: 'Priya Mehta', mobile: '9820011122' },
  /** Zara is admitted and in Meera's daily batch; Ayaan has no admission and no batch yet. */
  children: ['Zara Mehta', 'Ayaan Mehta'],
  /** The batch with a waiting list (full, 3 waiting). */
  waitlistedBatch: 'Intermediate Skills, Malad (E), Sat/Sun 09:00',
} as const;

const LEVELS = [
  { name: 'Beginner', skills: ['Stand', 'Glide', 'Stop'] },
  { name: 'Intermediate', skills: ['Crossovers', 'Backward glide', 'T-stop'] },
  { name: 'Advanced', skills: ['Spins', 'Jumps', 'Slalom'] },
];

type Coach = 0 | 1;
/** centre, course, course id, days, start, end, coach, level index, capacity, how many enrolled, how many waiting. */
const BATCHES: [string, string, string, string[], string, string, Coach, number, number, number, number][] = [
  [
    'Malad (E)',
    'Beginner Quad Skating',
    'sk-course-beginner-quad',
    ['Mon', 'Wed', 'Fri'],
    '17:00',
    '18:00',
    0,
    0,
    10,
    10,
    0,
  ],
  [
    'Malad (E)',
    'Daily Skating',
    'sk-course-beginner-quad',
    ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    '07:00',
    '08:00',
    0,
    0,
    12,
    5,
    0,
  ],
  [
    'Malad (E)',
    'Intermediate Skills',
    'sk-course-intermediate-skills',
    ['Sat', 'Sun'],
    '09:00',
    '10:30',
    0,
    1,
    8,
    8,
    3,
  ],
  [
    'Goregoan (W)',
    'Beginner Quad Skating',
    'sk-course-beginner-quad',
    ['Tue', 'Thu'],
    '17:00',
    '18:00',
    0,
    0,
    10,
    4,
    0,
  ],
  ['Goregoan (W)', 'Speed Racing Squad', 'sk-course-speed-racing', ['Sat'], '16:00', '17:30', 0, 2, 6, 2, 0],
  [
    'Malad (W)',
    'Beginner Quad Skating',
    'sk-course-beginner-quad',
    ['Mon', 'Wed'],
    '18:00',
    '19:00',
    1,
    0,
    10,
    3,
    0,
  ],
  [
    'Malad (W)',
    'Intermediate Skills',
    'sk-course-intermediate-skills',
    ['Tue', 'Thu', 'Sat'],
    '18:00',
    '19:00',
    1,
    1,
    8,
    8,
    0,
  ],
  [
    'Andheri',
    'Beginner Quad Skating',
    'sk-course-beginner-quad',
    ['Sat', 'Sun'],
    '08:00',
    '09:00',
    1,
    0,
    12,
    6,
    0,
  ],
  [
    'Andheri',
    'Inline Fitness Programme',
    'sk-course-inline-fitness',
    ['Fri'],
    '19:00',
    '20:00',
    1,
    1,
    8,
    1,
    0,
  ],
  [
    'Andheri',
    'Speed Racing Squad',
    'sk-course-speed-racing',
    ['Wed', 'Sun'],
    '19:00',
    '20:30',
    1,
    2,
    6,
    0,
    0,
  ],
];

const FIRST = [
  'Aarav',
  'Diya',
  'Vihaan',
  'Anaya',
  'Reyansh',
  'Myra',
  'Kabir',
  'Sara',
  'Arjun',
  'Ira',
  'Advik',
  'Kiara',
  'Ishaan',
  'Navya',
  'Rudra',
  'Pari',
  'Atharv',
  'Aadhya',
  'Dhruv',
  'Anika',
];
const FAMILY = ['Shah', 'Patel', 'Iyer', 'Nair', 'Desai', 'Kulkarni', 'Joshi', 'Rao', 'Menon', 'Gupta'];

/** Writes SKATE01's academy into a freshly seeded database. */
export async function insertAcademySeed(db: Db, now = new Date()): Promise<void> {
  const today = indiaDay(now);
  const termStart = indiaDay(new Date(now.getTime() - 30 * 86_400_000));
  const termEnd = indiaDay(new Date(now.getTime() + 120 * 86_400_000));
  await db.insert(academySettings).values({ main_id: MAIN, makeup_credits: true, offer_hours: 24 });

  const levelIds: string[] = [];
  for (const [position, level] of LEVELS.entries()) {
    const [row] = await db
      .insert(academyLevels)
      .values({ main_id: MAIN, name: level.name, position })
      .returning();
    levelIds.push(row.id);
    await db
      .insert(academySkills)
      .values(
        level.skills.map((name, index) => ({ main_id: MAIN, level_id: row.id, name, position: index })),
      );
  }

  // The families who fill the batches (no password: they never sign in to the demo).
  const families = await db
    .insert(users)
    .values(
      FAMILY.map((surname, i) => ({
        main_id: MAIN,
        email: `family.${surname.toLowerCase()}@skate01.test`,
        full_name: `${['Neha', 'Amit', 'Pooja', 'Rahul', 'Sneha', 'Vikram', 'Kavya', 'Sanjay', 'Lakshmi', 'Rohit'][i]} ${surname}`,
        mobile: `98200${String(30000 + i).padStart(5, '0')}`,
      })),
    )
    .returning();
  const [parent] = await db
    .insert(users)
    .values({
      main_id: MAIN,
      email: ACADEMY_DEMO.parent.email,
      full_name: ACADEMY_DEMO.parent.name,
      mobile: ACADEMY_DEMO.parent.mobile,
    })
    .returning();

  let n = 0;
  const nextStudent = async (centre: string, levelId: string) => {
    const family = families[n % families.length];
    const name = `${FIRST[n % FIRST.length]} ${family.full_name.split(' ')[1]}`;
    n += 1;
    const [row] = await db
      .insert(students)
      .values({
        main_id: MAIN,
        user_id: family.id,
        name,
        dob: `${2012 + (n % 8)}-0${1 + (n % 9)}-1${n % 10}`,
        gender: n % 2 ? 'Male' : 'Female',
        center: centre,
        fatherName: family.full_name,
        level_id: levelId,
      })
      .returning();
    return row.id;
  };

  const [zara, ayaan] = await db
    .insert(students)
    .values(
      ACADEMY_DEMO.children.map((name, i) => ({
        main_id: MAIN,
        user_id: parent.id,
        name,
        dob: i === 0 ? '2015-06-14' : '2018-02-03',
        gender: i === 0 ? 'Female' : 'Male',
        school: 'Sunrise Public School',
        fatherName: 'Karan Mehta',
        motherName: ACADEMY_DEMO.parent.name,
        center: 'Malad (E)',
        level_id: i === 0 ? levelIds[0] : null,
        // Zara first, then Ayaan (the family's order is the order the children were added).
        createdAt: new Date(now.getTime() + i * 1_000),
      })),
    )
    .returning();
  void ayaan;

  for (const [
    centre,
    course,
    courseId,
    days,
    start,
    end,
    ,
    // the coach: DEMO_COACH_BATCHES
    level,
    capacity,
    enrolled,
    waiting,
  ] of BATCHES) {
    const daily = course === 'Daily Skating';
    const held = enrolled + (daily ? 1 : 0);
    const [batch] = await db
      .insert(batches)
      .values({
        main_id: MAIN,
        course,
        course_id: courseId,
        centre,
        days,
        start_time: start,
        end_time: end,
        // The coaches are staff, made with the dev helpers only (demo-owners.ts), which then take these.
        coach_id: null,
        level_id: levelIds[level],
        age_band: level === 0 ? '5-9' : level === 1 ? '8-13' : '11-16',
        capacity,
        held,
        wait_seq: waiting,
        price: [3500, 4500, 6000][level],
        trial_price: level === 0 ? 0 : 300,
        term_start: termStart,
        term_end: termEnd,
      })
      .returning();
    const rows = [];
    for (let i = 0; i < enrolled; i += 1) {
      rows.push({
        main_id: MAIN,
        student_id: await nextStudent(centre, levelIds[level]),
        batch_id: batch.id,
        status: 'enrolled' as const,
      });
    }
    for (let i = 0; i < waiting; i += 1) {
      rows.push({
        main_id: MAIN,
        student_id: await nextStudent(centre, levelIds[level]),
        batch_id: batch.id,
        status: 'waitlisted' as const,
        wait_seq: i + 1,
      });
    }
    if (daily)
      rows.push({ main_id: MAIN, student_id: zara.id, batch_id: batch.id, status: 'enrolled' as const });
    if (rows.length) await db.insert(enrolments).values(rows);
  }

  // Zara's admission (the form as her mother gave it; the Aadhaar number as the vault's masked stand-in).
  await db.insert(admissions).values({
    main_id: MAIN,
    user_id: parent.id,
    user_name: ACADEMY_DEMO.parent.name,
    student_id: zara.id,
    name: zara.name,
    fatherName: 'Karan Mehta',
    motherName: ACADEMY_DEMO.parent.name,
    dob: zara.dob,
    aadhar: 'XXXXXXXX4321',
    gender: zara.gender,
    school: zara.school,
    address: '4 Daftary Road, Malad East',
    pincode: '400097',
    mobile: ACADEMY_DEMO.parent.mobile,
    email: ACADEMY_DEMO.parent.email,
    center: 'Malad (E)',
    rulesAgreed: '1',
    review_status: 'confirmed',
    createdAt: new Date(`${today}T04:30:00Z`),
  });
}

/** Which demo coach takes which seeded batch (by centre, course and start time), for the dev helpers. */
export const DEMO_COACH_BATCHES = BATCHES.map(([centre, course, , , start, , coach]) => ({
  centre,
  course,
  start,
  coach: ACADEMY_DEMO.coaches[coach].email,
}));
