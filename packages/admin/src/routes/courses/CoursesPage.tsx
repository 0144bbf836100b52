import { type AdminCourse, CourseBody } from '@skatekit/console-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';
import { Field } from '../../ui/Field';
import { money } from '../../ui/format';
import { ImageField } from '../../ui/ImageField';
import { Page } from '../../ui/Page';
import { EmptyState, ErrorState, FormError, LoadingState } from '../../ui/states';
import { PlainTable } from '../../ui/PlainTable';

interface CourseValues {
  title: string;
  sku: string;
  fee: string;
  salePrice: string;
  batches: string;
  /** One per line. */
  centres: string;
  status: 'Active' | 'Inactive';
  shortDescription: string;
  description: string;
  image: string;
}

const valuesOf = (course: AdminCourse | null): CourseValues => ({
  title: course?.title ?? '',
  sku: course?.sku ?? '',
  fee: course ? String(course.fee) : '',
  salePrice: course ? String(course.salePrice) : '',
  batches: course?.batches ?? '',
  centres: course?.centres.join('\n') ?? '',
  status: course?.status ?? 'Active',
  shortDescription: course?.shortDescription ?? '',
  description: course?.description ?? '',
  image: course?.image ?? '',
});

function CourseForm({ course, onDone }: { course: AdminCourse | null; onDone: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useForm<CourseValues>({ defaultValues: valuesOf(course) });
  const save = useMutation({
    mutationFn: (body: CourseBody) =>
      course ? api.courses.update(course.id, body) : api.courses.create(body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.courses.all });
      onDone();
    },
  });
  const error = (name: FieldPath<CourseValues>) => form.getFieldState(name, form.formState).error?.message;
  const onSubmit = form.handleSubmit((values) => {
    const parsed = CourseBody.safeParse({
      ...values,
      fee: values.fee.trim() === '' ? undefined : Number(values.fee),
      salePrice: values.salePrice.trim() === '' ? undefined : Number(values.salePrice),
      centres: values.centres
        .split('\n')
        .map((c) => c.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setError(String(issue.path[0]) as FieldPath<CourseValues>, { message: issue.message });
      return;
    }
    save.mutate(parsed.data);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="card">
      <h2>{course ? `Edit ${course.title}` : 'New course'}</h2>
      <Field label="Course name" error={error('title')}>
        {(props) => <input {...props} {...form.register('title')} />}
      </Field>
      <Field label="SKU" error={error('sku')}>
        {(props) => <input {...props} {...form.register('sku')} />}
      </Field>
      <Field label="Fee (₹)" error={error('fee')}>
        {(props) => <input {...props} {...form.register('fee')} inputMode="decimal" />}
      </Field>
      <Field label="Fee after discount (₹)" hint="0 or empty: none" error={error('salePrice')}>
        {(props) => <input {...props} {...form.register('salePrice')} inputMode="decimal" />}
      </Field>
      <Field label="Batches" hint="e.g. Tue & Thu, 5-6 pm" error={error('batches')}>
        {(props) => <textarea {...props} {...form.register('batches')} rows={2} />}
      </Field>
      <Field label="Centres" hint="One per line" error={error('centres')}>
        {(props) => <textarea {...props} {...form.register('centres')} rows={3} />}
      </Field>
      <Field label="Status" error={error('status')}>
        {(props) => (
          <select {...props} {...form.register('status')}>
            <option>Active</option>
            <option>Inactive</option>
          </select>
        )}
      </Field>
      <Field label="Short description" error={error('shortDescription')}>
        {(props) => <textarea {...props} {...form.register('shortDescription')} rows={2} />}
      </Field>
      <Field label="Description" hint="HTML, sanitised where the shop shows it" error={error('description')}>
        {(props) => <textarea {...props} {...form.register('description')} rows={4} />}
      </Field>
      <ImageField
        label="Image"
        value={form.watch('image')}
        onChange={(path) => form.setValue('image', path)}
      />
      <FormError error={save.error} />
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {course ? 'Save course' : 'Create course'}
      </button>{' '}
      <button type="button" className="button" onClick={onDone}>
        Cancel
      </button>
    </form>
  );
}

/** Courses (category `courses`): fee, batches and centres, as the admission form and course pages read them. */
export default function CoursesPage() {
  const api = useApi();
  const courses = useQuery({
    queryKey: keys.courses.list({}),
    queryFn: () => api.courses.list({ pageSize: 100 }),
  });
  const [editing, setEditing] = useState<AdminCourse | 'new' | null>(null);
  return (
    <Page
      title="Courses"
      actions={
        <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
          New course
        </button>
      }
    >
      {editing ? (
        <CourseForm
          key={editing === 'new' ? 'new' : editing.id}
          course={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {courses.isPending ? (
        <LoadingState label="Loading courses" />
      ) : courses.isError ? (
        <ErrorState error={courses.error} onRetry={() => void courses.refetch()} />
      ) : courses.data.data.length === 0 ? (
        <EmptyState>No courses yet.</EmptyState>
      ) : (
        <PlainTable caption="Courses" columns={['Course', 'Fee', 'Batches', 'Centres', 'Status']}>
          {courses.data.data.map((course) => (
            <tr key={course.id}>
              <td data-label="Course">
                <button type="button" className="link-button" onClick={() => setEditing(course)}>
                  {course.title}
                </button>
              </td>
              <td data-label="Fee">
                {course.salePrice > 0
                  ? `${money(course.salePrice)} (was ${money(course.fee)})`
                  : money(course.fee)}
              </td>
              <td data-label="Batches">{course.batches || '—'}</td>
              <td data-label="Centres">{course.centres.join(', ') || '—'}</td>
              <td data-label="Status">{course.status}</td>
            </tr>
          ))}
        </PlainTable>
      )}
    </Page>
  );
}
