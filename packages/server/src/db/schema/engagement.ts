import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { at, cascadeRef, createdAt, handling, mainIdIndex, money, scoped, timestamps } from './common';

/** Admission forms; the payment for one lives in `orders` with kind 'admission'. */
export const admissions = pgTable(
  'admissions',
  {
    ...scoped(),
    user_id: cascadeRef('user_id', () => users.id),
    user_name: text('user_name').notNull().default(''),
    /** The student the admission is for (issue 37); each existing admission got a student of its own. */
    student_id: text('student_id'),
    name: text('name').notNull(),
    fatherName: text('father_name').notNull(),
    motherName: text('mother_name').notNull(),
    dob: text('dob').notNull().default(''),
    aadhar: text('aadhar').notNull(),
    gender: text('gender').notNull(),
    school: text('school').notNull().default(''),
    address: text('address').notNull(),
    pincode: text('pincode').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    center: text('center').notNull(),
    /** '1' means agreed, as the wire data spells it. */
    rulesAgreed: text('rules_agreed').notNull().default('0'),
    /** Paid once an admission payment succeeds. */
    status: text('status').notNull().default('Pending'),
    payment_id: text('payment_id'),
    cart_products: jsonb('cart_products').$type<Record<string, unknown>[]>().notNull().default([]),
    amountafterdiscount: money('amountafterdiscount').notNull().default(0),
    /** Console review: received | confirmed | rejected, with the staff note and when. */
    review_status: text('review_status')
      .$type<'received' | 'confirmed' | 'rejected'>()
      .notNull()
      .default('received'),
    review_note: text('review_note').notNull().default(''),
    reviewed_at: at('reviewed_at'),
    ...timestamps(),
  },
  (t) => [
    index('admissions_user_idx').on(t.main_id, t.user_id),
    index('admissions_main_created_idx').on(t.main_id, t.createdAt),
  ],
);

/** Contact-form leads (`POST /leads`); `main_id` is the body's property_id. */
export const leads = pgTable(
  'leads',
  {
    ...scoped(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    remark: text('remark').notNull().default(''),
    user_id: text('user_id'),
    user_name: text('user_name').notNull().default(''),
    ...handling(),
    createdAt: createdAt(),
  },
  mainIdIndex('leads'),
);

/** Enquiry-form submissions (`POST /inquiry`, enquiry host). E-mail has its own field (spec deviation). */
export const enquiries = pgTable(
  'enquiries',
  {
    ...scoped(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull().default(''),
    parent_name: text('parent_name').notNull().default(''),
    school: text('school').notNull().default(''),
    dob: text('dob').notNull().default(''),
    age: text('age').notNull().default(''),
    remark: text('remark').notNull().default(''),
    ...handling(),
    createdAt: createdAt(),
  },
  mainIdIndex('enquiries'),
);
