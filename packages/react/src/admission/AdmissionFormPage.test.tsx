import { ACADEMY_SCREEN_TEXTS } from '@skatekit/core/academy';
import { AADHAR_DIGITS, CENTERS, GENDERS, ROUTES, STORAGE_KEYS } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORED_USER, signedInRoutes } from '../shell/testRoutes';
import type { StubRoutes } from '../test/harness';
import { field, renderForm } from '../test/form';
import { studentRecord } from '../test/academy';
import { AdmissionFormPage } from './AdmissionFormPage';

const saved = {
  id: 'adm9',
  name: 'Kabir Rao',
  fatherName: 'Ravi Rao',
  motherName: 'Asha Rao',
  dob: '2015-04-02',
  aadhar: '123412341234',
  gender: 'Male',
  school: 'Vidya Mandir',
  address: '12 Kurar Village Road, Malad East',
  pincode: '400097',
  mobile: '9876543210',
  email: 'asha@example.com',
  center: 'Malad (E)',
  rulesAgreed: '1',
};

function setup(extra: StubRoutes = {}, stored: Record<string, unknown> = {}) {
  return renderForm(
    <AdmissionFormPage />,
    {
      ...signedInRoutes(),
      'GET /admission/single/u1': { user: null },
      'GET /students/u1': { data: [] },
      'POST /students': (call: { body: unknown }) => ({
        success: true,
        message: 'Student saved',
        data: { ...(call.body as object), student_id: 'st-new', user_id: 'u1' },
      }),
      'POST /admission': (call: { body: unknown }) => ({
        success: true,
        id: 'adm-new',
        data: { ...(call.body as object), id: 'adm-new' },
      }),
      'PUT /admission/adm9': (call: { body: unknown }) => ({
        success: true,
        id: 'adm9',
        data: { ...(call.body as object), id: 'adm9' },
      }),
      ...extra,
    },
    { stored: { [STORAGE_KEYS.user]: STORED_USER, ...stored } },
  );
}

async function fillAll(ui: ReturnType<typeof userEvent.setup>) {
  await ui.type(field(TEXTS.STUDENT_NAME), 'Kabir Rao');
  await ui.type(field(TEXTS.FATHER_NAME), 'Ravi Rao');
  await ui.type(field(TEXTS.MOTHER_NAME), 'Asha Rao');
  await ui.type(field(TEXTS.AADHAR_NUMBER), '123412341234');
  await ui.click(screen.getByRole('radio', { name: TEXTS.GENDER_FEMALE }));
  await ui.type(field(TEXTS.ADDRESS_LINE), '5 Link Road');
  await ui.type(field(TEXTS.PINCODE), '400064');
  await ui.type(field(TEXTS.MOBILE_NUMBER), '9876543210');
  await ui.type(field(TEXTS.EMAIL), 'asha@example.com');
  await ui.selectOptions(field(TEXTS.CENTER), TEXTS.CENTER_ANDHERI);
  await ui.click(screen.getByRole('checkbox'));
}

describe('AdmissionFormPage', { timeout: 40_000 }, () => {
  it('offers the genders Male, Female, Other, the four centres and links the rules', async () => {
    setup();
    await screen.findByRole('heading', { name: TEXTS.ADMISSION_FORM });
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([...GENDERS]);
    const options = [...(field(TEXTS.CENTER) as HTMLSelectElement).options]
      .map((o) => o.value)
      .filter(Boolean);
    expect(options).toEqual([...CENTERS]);
    expect(screen.getByRole('link', { name: TEXTS.RULES_AND_REGULATIONS })).toHaveAttribute(
      'href',
      ROUTES.rules,
    );
  });

  it('shows every validation message of an empty form under its field', async () => {
    const { ui, calls } = setup();
    await ui.click(await screen.findByRole('button', { name: TEXTS.SUBMIT }));
    // name, fatherName, motherName, gender, address, pincode, mobile, email, center
    expect(screen.getAllByText(TEXTS.FIELD_REQUIRED)).toHaveLength(9);
    expect(screen.getByText(TEXTS.AADHAR_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.RULES_NOT_AGREED)).toBeInTheDocument();
    const name = field(TEXTS.STUDENT_NAME);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      TEXTS.FIELD_REQUIRED,
    );
    expect(field(TEXTS.DATE_OF_BIRTH)).not.toHaveAttribute('aria-invalid');
    expect(field(TEXTS.SCHOOL)).not.toHaveAttribute('aria-invalid');
    expect(calls.some((c) => c.url === '/admission')).toBe(false);
  });

  it(`keeps Aadhar to digits, at most ${AADHAR_DIGITS}, with its messages while typing and on submit`, async () => {
    const { ui } = setup();
    const aadhar = await screen.findByLabelText(TEXTS.AADHAR_NUMBER, { exact: false });
    await ui.type(aadhar, '12ab34-5678 901');
    expect(aadhar).toHaveValue('12345678901');
    expect(screen.getByText(TEXTS.AADHAR_LENGTH)).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: TEXTS.SUBMIT }));
    expect(screen.getByText(TEXTS.AADHAR_LENGTH_SUBMIT)).toBeInTheDocument();
    await ui.type(aadhar, '23');
    expect(aadhar).toHaveValue('123456789012');
    expect(screen.queryByText(TEXTS.AADHAR_LENGTH_SUBMIT)).toBeNull();
    expect(screen.queryByText(TEXTS.AADHAR_LENGTH)).toBeNull();
    await ui.clear(aadhar);
    expect(screen.getByText(TEXTS.AADHAR_REQUIRED)).toBeInTheDocument();
  });

  it('says "You must agree to proceed" when the rules box is unticked', async () => {
    const { ui } = setup();
    const box = await screen.findByRole('checkbox');
    await ui.click(box);
    await ui.click(box);
    expect(screen.getByText(TEXTS.AGREE_TO_PROCEED)).toBeInTheDocument();
  });

  it('creates a new admission, then goes to step 2 when there is no checkout data', async () => {
    const { ui, calls, navigate } = setup();
    await screen.findByRole('heading', { name: TEXTS.ADMISSION_FORM });
    await fillAll(ui);
    await ui.click(screen.getByRole('button', { name: TEXTS.SUBMIT }));
    expect(await screen.findByText(TEXTS.ADMISSION_SUBMITTED)).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith(ROUTES.admissionStep2);
    const post = calls.find((c) => c.method === 'POST' && c.url === '/admission');
    expect(post?.body).toMatchObject({
      name: 'Kabir Rao',
      aadhar: '123412341234',
      gender: 'Female',
      center: TEXTS.CENTER_ANDHERI,
      rulesAgreed: true,
      user_id: 'u1',
      user_name: STORED_USER.full_name,
      main_id: 'ACAD1',
    });
  });

  it('prefills an existing admission and saves it with an update, then goes to /checkout when checkout data exists', async () => {
    const checkout = {
      products: [
        {
          product_id: 'c1',
          product_name: 'Beginner Course',
          product_price: 3000,
          product_saleprice: 2500,
          course: true,
        },
      ],
      totalBeforeDiscount: 3000,
      totalAfterDiscount: 2500,
      coupon: '',
      discountAmount: 0,
      isCouponApplied: false,
      course: true,
    };
    const { ui, calls, navigate } = setup(
      { 'GET /admission/single/u1': { user: saved } },
      { [STORAGE_KEYS.checkoutData]: checkout },
    );
    expect(await screen.findByDisplayValue('Kabir Rao')).toBeInTheDocument();
    expect(field(TEXTS.AADHAR_NUMBER)).toHaveValue('123412341234');
    expect(screen.getByRole('radio', { name: TEXTS.GENDER_MALE })).toBeChecked();
    expect(field(TEXTS.CENTER)).toHaveValue('Malad (E)');
    expect(screen.getByRole('checkbox')).toBeChecked();

    await ui.clear(field(TEXTS.SCHOOL));
    await ui.type(field(TEXTS.SCHOOL), 'New School');
    await ui.click(screen.getByRole('button', { name: TEXTS.SUBMIT }));
    expect(await screen.findByText(TEXTS.ADMISSION_SUBMITTED)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/admission')).toBe(false);
    expect(calls.find((c) => c.method === 'PUT' && c.url === '/admission/adm9')?.body).toMatchObject({
      school: 'New School',
      name: 'Kabir Rao',
    });
    expect(navigate).toHaveBeenCalledWith(ROUTES.checkout);
  });

  it('shows "Submission failed. Please try again." on a network failure', async () => {
    const { ui } = setup({ 'POST /admission': new TypeError('Failed to fetch') });
    await screen.findByRole('heading', { name: TEXTS.ADMISSION_FORM });
    await fillAll(ui);
    await ui.click(screen.getByRole('button', { name: TEXTS.SUBMIT }));
    expect(await screen.findByText(TEXTS.SUBMISSION_FAILED)).toBeInTheDocument();
  });

  it('shows nothing when the server refuses the admission', async () => {
    const { ui, navigate } = setup({
      'POST /admission': { status: 400, body: { success: false, message: 'Bad admission' } },
    });
    await screen.findByRole('heading', { name: TEXTS.ADMISSION_FORM });
    await fillAll(ui);
    await ui.click(screen.getByRole('button', { name: TEXTS.SUBMIT }));
    await waitFor(() => expect(screen.getByRole('button', { name: TEXTS.SUBMIT })).toBeEnabled());
    expect(screen.queryByText('Bad admission')).toBeNull();
    expect(screen.queryByText(TEXTS.SUBMISSION_FAILED)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
  it("a parent adds a second child: the family's details carry over and the first child's admission is never touched", async () => {
    const student = (id: string, name: string, extra: Record<string, unknown> = {}) =>
      studentRecord(id, name, { gender: 'Male', ...extra });
    const { ui, calls, navigate } = setup({
      'GET /students/u1': { data: [student('st-kabir', 'Kabir Rao', { admission_id: 'adm9' })] },
      'GET /admission/single/u1': (call: { url: string }) => ({
        user: call.url.includes('student_id=st-kabir') ? { ...saved, student_id: 'st-kabir' } : null,
      }),
    });
    const picker = await screen.findByLabelText(ACADEMY_SCREEN_TEXTS.STUDENT);
    await waitFor(() => expect(field(TEXTS.STUDENT_NAME)).toHaveValue('Kabir Rao'));
    expect([...(picker as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Kabir Rao',
      'Add a new student',
    ]);

    await ui.selectOptions(picker, 'Add a new student');
    expect(
      screen.getByText("A new child: the family's details are filled in from your account."),
    ).toBeInTheDocument();
    expect(field(TEXTS.STUDENT_NAME)).toHaveValue('');
    expect(field(TEXTS.AADHAR_NUMBER)).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(field(TEXTS.FATHER_NAME)).toHaveValue('Ravi Rao');
    expect(field(TEXTS.ADDRESS_LINE)).toHaveValue('12 Kurar Village Road, Malad East');
    expect(field(TEXTS.MOBILE_NUMBER)).toHaveValue('9876543210');
    expect(field(TEXTS.CENTER)).toHaveValue('Malad (E)');

    await ui.type(field(TEXTS.STUDENT_NAME), 'Ayaan Rao');
    await ui.type(field(TEXTS.AADHAR_NUMBER), '432143214321');
    await ui.click(screen.getByRole('radio', { name: TEXTS.GENDER_MALE }));
    await ui.click(screen.getByRole('checkbox'));
    await ui.click(screen.getByRole('button', { name: TEXTS.SUBMIT }));
    expect(await screen.findByText(TEXTS.ADMISSION_SUBMITTED)).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith(ROUTES.admissionStep2);
    expect(calls.find((c) => c.method === 'POST' && c.url === '/students')?.body).toEqual({
      name: 'Ayaan Rao',
      dob: '',
      gender: 'Male',
      school: '',
      fatherName: 'Ravi Rao',
      motherName: 'Asha Rao',
      center: 'Malad (E)',
      user_id: 'u1',
      main_id: 'ACAD1',
    });
    expect(calls.find((c) => c.method === 'POST' && c.url === '/admission')?.body).toMatchObject({
      name: 'Ayaan Rao',
      aadhar: '432143214321',
      fatherName: 'Ravi Rao',
      student_id: 'st-new',
      user_id: 'u1',
    });
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});
