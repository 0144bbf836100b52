/** A student of the parent `u1` as `GET /students/{user_id}` answers one (tests of the academy screens). */
export const studentRecord = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  student_id: id,
  user_id: 'u1',
  name,
  dob: '',
  gender: 'Female',
  school: '',
  fatherName: 'Ravi Rao',
  motherName: 'Asha Rao',
  center: 'Malad (E)',
  medical_note: '',
  admission_id: '',
  level_id: '',
  level: '',
  makeup_credits: 0,
  createdAt: '2026-11-01T10:00:00Z',
  ...extra,
});
