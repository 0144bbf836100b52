import { describe, expect, it } from 'vitest';
import { CENTERS, GENDERS } from '../constants';
import { TEXTS } from '../texts';
import { hasErrors } from '../validation/result';
import {
  type AdmissionForm,
  afterAdmissionRoute,
  isRulesAgreed,
  validateAdmission,
} from './validateAdmission';

const complete: AdmissionForm = {
  name: 'Riya Shah',
  fatherName: 'Amit Shah',
  motherName: 'Neha Shah',
  aadhar: '123456789012',
  gender: 'Female',
  address: '12 Link Road, Malad (W)',
  pincode: '400064',
  mobile: '9876543210',
  email: 'neha@example.com',
  center: 'Malad (W)',
  rulesAgreed: true,
};
const required = 'This field is required';

describe('rule group: validation messages', () => {
  describe('validateAdmission', () => {
    it.each<{ name: string; patch: Partial<AdmissionForm>; errors: Record<string, string> }>([
      { name: 'complete form, dob and school left out', patch: {}, errors: {} },
      { name: 'dob and school filled', patch: { dob: '2015-04-02', school: 'St. Xavier' }, errors: {} },
      {
        name: 'every required field blank',
        patch: {
          name: '',
          fatherName: ' ',
          motherName: '',
          gender: '',
          address: '',
          pincode: '',
          mobile: '',
          email: '',
          center: '',
        },
        errors: {
          name: required,
          fatherName: required,
          motherName: required,
          gender: required,
          address: required,
          pincode: required,
          mobile: required,
          email: required,
          center: required,
        },
      },
      { name: 'no aadhar', patch: { aadhar: '' }, errors: { aadhar: 'Aadhar number is required' } },
      {
        name: 'short aadhar',
        patch: { aadhar: '12345678901' },
        errors: { aadhar: 'Aadhar must be exactly 12 digits (numbers only)' },
      },
      {
        name: 'rules not agreed',
        patch: { rulesAgreed: false },
        errors: { rulesAgreed: 'You must agree to the Rules & Regulations.' },
      },
      { name: 'rules agreed as stored "1"', patch: { rulesAgreed: '1' }, errors: {} },
    ])('$name', ({ patch, errors }) => {
      const result = validateAdmission({ ...complete, ...patch });
      expect(result).toEqual(errors);
      expect(hasErrors(result)).toBe(Object.keys(errors).length > 0);
    });

    it('an empty form lists every rule', () => {
      expect(Object.keys(validateAdmission({})).sort()).toEqual([
        'aadhar',
        'address',
        'center',
        'email',
        'fatherName',
        'gender',
        'mobile',
        'motherName',
        'name',
        'pincode',
        'rulesAgreed',
      ]);
    });
  });

  it('offers the spec genders and centres', () => {
    expect(GENDERS).toEqual(['Male', 'Female', 'Other']);
    expect(CENTERS).toEqual(['Malad (E)', 'Goregoan (W)', 'Malad (W)', 'Andheri']);
    expect(TEXTS.AGREE_TO_PROCEED).toBe('You must agree to proceed');
  });

  it.each([
    { value: true, agreed: true },
    { value: '1', agreed: true },
    { value: '0', agreed: false },
    { value: undefined, agreed: false },
  ])('rulesAgreed $value -> $agreed', ({ value, agreed }) => {
    expect(isRulesAgreed(value)).toBe(agreed);
  });

  it.each([
    { hasCheckoutData: true, route: '/checkout' },
    { hasCheckoutData: false, route: '/admission-form-step-2' },
  ])('after saving with checkout data $hasCheckoutData -> $route', ({ hasCheckoutData, route }) => {
    expect(afterAdmissionRoute(hasCheckoutData ? { course: true } : null)).toBe(route);
  });

  it('left-over shop checkout data (not a course) goes to course choice, not to the shop checkout', () => {
    expect(afterAdmissionRoute({ course: false })).toBe('/admission-form-step-2');
  });
});
