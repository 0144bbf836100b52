import { ACADEMY_SCREEN_TEXTS as T, type Student } from '@skatekit/core/academy';
import { NEW_STUDENT } from './client';
import { StudentSelect } from './StudentSelect';

export interface StudentPickerProps {
  students: readonly Student[];
  /** A student's id, or NEW_STUDENT. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * Whose admission the form is: one of the parent's children, or a new one (then the family's details
 * are carried over and the child's own fields start empty). Loaded with the academy's chunk, only for a
 * signed-in parent.
 */
export default function StudentPicker({ students, value, onChange }: StudentPickerProps) {
  return (
    <StudentSelect
      label={T.STUDENT}
      value={value}
      options={[
        ...students.map((student) => ({ value: student.student_id, label: student.name })),
        { value: NEW_STUDENT, label: T.ADD_NEW_STUDENT },
      ]}
      hint={value === NEW_STUDENT ? T.NEW_STUDENT_HINT : undefined}
      onChange={onChange}
    />
  );
}
