/**
 * Static page content: the four policy pages and the About page, as data so that the React pages,
 * the custom elements and any host site render the same words (here, beside the pages that show them,
 * not in core: no other side reads them, and core's bytes are the shopper's on every page). Written from the spec's points
 * (fees due by the 10th, a late fine after it, no refunds, safety gear, parent conduct, shipping
 * times); the numbers come from constants.ts so a change there reaches every page.
 */
import { FEE_DUE_DAY, LATE_FINE_INR, ROUTES, SHIPPING_DAYS } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';

/** One titled section of a policy page. */
export interface ContentSection {
  heading: string;
  paragraphs: readonly string[];
  /** Optional bullet list after the paragraphs. */
  points?: readonly string[];
}

/** A static policy page. */
export interface PolicyPage {
  title: string;
  intro: string;
  sections: readonly ContentSection[];
}

const ordinal = (day: number) => `${day}${day === 1 ? 'st' : day === 2 ? 'nd' : day === 3 ? 'rd' : 'th'}`;
const days = ([from, to]: readonly [number, number]) => `${from}-${to} business days`;

/** Privacy Policy: 9 sections. */
export const PRIVACY_POLICY: PolicyPage = {
  title: TEXTS.PRIVACY_POLICY,
  intro:
    'This policy explains what we collect when you use our website or apps, why we collect it and the choices you have.',
  sections: [
    {
      heading: 'Information we collect',
      paragraphs: ['We collect only what we need to run classes, admissions and the shop.'],
      points: [
        'Details you give us: your name, e-mail, mobile number and delivery addresses.',
        "Admission details: the student's name, date of birth, parents' names, school, address, Aadhar number and chosen centre.",
        'Order details: what you bought, amounts paid and delivery status.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: [
        'We use your details to enrol students, process and deliver orders, answer enquiries and tell you about schedule changes.',
      ],
    },
    {
      heading: 'Payments',
      paragraphs: [
        'Online payments are handled by our payment partner. We never see or store your card, UPI or bank credentials; we keep only the payment reference and its status.',
      ],
    },
    {
      heading: 'Sharing your information',
      paragraphs: [
        'We do not sell or rent your information. We share it only with service providers who help us run the academy (payments, delivery, e-mail), and only as much as they need.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        'Your browser keeps your cart and sign-in on this device so the site works between visits. Clearing your browser data removes them.',
      ],
    },
    {
      heading: 'Notifications',
      paragraphs: [
        'If you allow notifications, we send class and order updates. You can turn them off at any time in your browser or phone settings.',
      ],
    },
    {
      heading: 'Keeping your data safe',
      paragraphs: [
        'Your data is sent over encrypted connections and access to it is limited to staff who need it.',
      ],
    },
    {
      heading: "Children's information",
      paragraphs: [
        "Students' details are provided by a parent or guardian and are used only for training, safety and records of the academy.",
      ],
    },
    {
      heading: 'Your choices and contact',
      paragraphs: [
        'You may ask us to see, correct or delete your information. Write to us through the Contact page and we will respond promptly.',
      ],
    },
  ],
};

/** Refund Policy: 6 sections. */
export const REFUND_POLICY: PolicyPage = {
  title: TEXTS.REFUND_POLICY,
  intro: 'Please read this before paying fees or placing an order.',
  sections: [
    {
      heading: 'Course and admission fees',
      paragraphs: [
        'Admission, course and monthly fees are non-refundable once paid, including for classes a student misses.',
      ],
    },
    {
      heading: 'Missed classes',
      paragraphs: [
        'Missed sessions are not refunded or carried over, except when the academy itself cancels a class.',
      ],
    },
    {
      heading: 'Classes cancelled by the academy',
      paragraphs: [
        'If we cancel a session (weather, venue or safety reasons), we schedule a make-up class instead of a refund.',
      ],
    },
    {
      heading: 'Equipment orders',
      paragraphs: [
        'Equipment that arrives damaged or is not what you ordered will be replaced. Tell us within 48 hours of delivery, with photos, through the Contact page.',
      ],
    },
    {
      heading: 'Failed or duplicate payments',
      paragraphs: [
        'If money left your account but the payment failed, or you were charged twice, the extra amount is returned to the original payment method once our payment partner confirms it.',
      ],
    },
    {
      heading: 'Questions',
      paragraphs: ['For anything about a payment, contact us with your order or receipt number.'],
    },
  ],
};

/** Rules & Regulations: 8 sections. */
export const RULES_AND_REGULATIONS: PolicyPage = {
  title: TEXTS.RULES_AND_REGULATIONS,
  intro:
    'These rules keep every skater safe and every session running well. Enrolling means agreeing to them.',
  sections: [
    {
      heading: 'Fees',
      paragraphs: [
        `Monthly fees are due by the ${ordinal(FEE_DUE_DAY)} of each month.`,
        `A late fine of INR ${LATE_FINE_INR} applies to fees paid after the ${ordinal(FEE_DUE_DAY)}.`,
      ],
    },
    {
      heading: 'No refunds',
      paragraphs: ['Fees are non-refundable and cannot be transferred to another student.'],
    },
    {
      heading: 'Safety gear is mandatory',
      paragraphs: ['No student may skate without full protective gear.'],
      points: ['Helmet', 'Knee pads', 'Elbow pads', 'Wrist guards'],
    },
    {
      heading: 'Punctuality and attendance',
      paragraphs: [
        'Arrive ten minutes before your batch. Late arrivals warm up on their own before joining the group.',
      ],
    },
    {
      heading: 'Discipline',
      paragraphs: [
        "Students follow their coach's instructions at all times. Unsafe behaviour may lead to a pause in training.",
      ],
    },
    {
      heading: 'Parent conduct',
      paragraphs: [
        'Parents watch from the spectator area and do not coach or enter the rink during sessions. Please raise concerns with the coach after class, calmly and in private.',
      ],
    },
    {
      heading: 'Health and injuries',
      paragraphs: [
        'Tell us about any medical condition before enrolment. The academy gives first aid, but skating carries a risk of injury that parents accept on enrolment.',
      ],
    },
    {
      heading: 'Equipment and belongings',
      paragraphs: ['Label your skates and gear. The academy is not responsible for lost items.'],
    },
  ],
};

/** Shipping & Delivery policy. */
export const SHIPPING_POLICY: PolicyPage = {
  title: TEXTS.SHIPPING_POLICY,
  intro: 'How and when your equipment reaches you.',
  sections: [
    {
      heading: 'Order processing',
      paragraphs: [
        `Orders are packed and handed to our courier within ${days(SHIPPING_DAYS.processing)} of payment.`,
      ],
    },
    {
      heading: 'Delivery times',
      paragraphs: ['After dispatch, delivery usually takes:'],
      points: [
        `Metro cities: ${days(SHIPPING_DAYS.metro)}`,
        `Tier 2 and tier 3 cities: ${days(SHIPPING_DAYS.tier2And3)}`,
        `Remote areas: ${days(SHIPPING_DAYS.remote)}`,
      ],
    },
    {
      heading: 'Delivery charges',
      paragraphs: [
        'The delivery charge depends on the distance to your address and is shown at checkout before you pay. Larger orders may ship free.',
      ],
    },
    {
      heading: 'Tracking',
      paragraphs: ['Follow every step of your order from My Account, under Orders, with Track Order.'],
    },
  ],
};

/** The About page. */
export const ABOUT_CONTENT = {
  hero: {
    title: 'Where young skaters find their wheels',
    subtitle: 'Certified coaches, safe rinks and a clear path from first glide to competition.',
    cta: { label: TEXTS.EXPLORE_OUR_COURSES, route: ROUTES.course },
  },
  story: {
    heading: TEXTS.OUR_STORY,
    paragraphs: [
      'We started with a handful of students and one borrowed rink. Today our coaches train children and adults across several centres in Mumbai.',
      'Our students skate for fun, fitness and medals, and many have gone on to win at district, state and national championships.',
    ],
  },
  /** The Mission / Vision / Core Values accordion. */
  accordion: [
    {
      title: TEXTS.MISSION,
      body: 'To make roller skating safe, joyful and within reach of every child, with coaching that builds skill and confidence together.',
    },
    {
      title: TEXTS.VISION,
      body: 'To be the academy that turns beginners into lifelong skaters and champions of India.',
    },
    {
      title: TEXTS.CORE_VALUES,
      body: 'What guides every session:',
      points: ['Safety first', 'Discipline and respect', 'Joy in every session', 'Progress for every level'],
    },
  ],
  features: {
    heading: TEXTS.WHY_CHOOSE_US,
    items: [
      { title: 'Certified coaches', description: 'Trained coaches who teach in small groups.' },
      { title: 'Every level', description: 'Batches from first steps to competition speed skating.' },
      { title: 'Safety first', description: 'Protective gear is mandatory and checked every session.' },
      { title: 'Competition track', description: 'Regular events and championship preparation.' },
      { title: 'Centres near you', description: 'Several centres across Mumbai, with flexible timings.' },
    ],
  },
  testimonials: {
    heading: TEXTS.TESTIMONIALS,
    items: [
      {
        name: 'Priya M.',
        role: 'Parent',
        quote: 'My daughter could barely stand on skates. Six months later she raced in her first event.',
      },
      {
        name: 'Rahul K.',
        role: 'Parent',
        quote: 'The coaches are patient and strict about safety, which is exactly what we wanted.',
      },
      { name: 'Aarav S.', role: 'Student', quote: 'Training here is the best part of my week.' },
    ],
  },
  join: {
    heading: 'Ready to roll?',
    text: 'Admissions are open for all age groups.',
    cta: { label: TEXTS.JOIN_NOW, route: ROUTES.admissionForm },
  },
} as const;
