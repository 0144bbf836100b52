/**
 * Spec-shaped stub answers for the site settings every screen may load (buttons, pay buttons, meta,
 * store profile, help), for the component tests of the account, admission, enquiry, content and
 * shell areas. Spread into `renderSkate`'s routes and override what a test is about.
 */
import { MERCHANT, type StubRoutes } from '../test/harness';

export const HELP = { whatsapp_number: '9820012345', mobile: '9820054321' };

export const META = {
  title: 'SkateKit Academy',
  description: 'Roller skating classes in Mumbai',
  keywords: 'skating, academy',
  author: 'SkateKit',
  icon: 'uploads/favicon.png',
  scripts: [],
};

/** The settings calls, answered with a site whose default cart button is `button`. */
export function settingsRoutes(button: 'getquote' | 'addtocart' | 'buynow' | null = 'addtocart'): StubRoutes {
  return {
    [`GET /button/${MERCHANT}`]: {
      data: ['getquote', 'addtocart', 'buynow'].map((button_id) => ({
        button_id,
        default: button_id === button,
      })),
    },
    [`GET /paybutton/${MERCHANT}`]: { data: [{ button_id: 'paynow', default: true }] },
    [`GET /meta/${MERCHANT}`]: { data: META, isError: false },
    [`GET /register/single/${MERCHANT}`]: {
      users: { profilePic: 'uploads/logo.png', orignal_logoname: 'logo.png', tag_line: 'Roll with us' },
    },
    [`GET /help/single/${MERCHANT}`]: { help: HELP },
  };
}

/** A signed-in user as stored under the `user` key. */
export const STORED_USER = {
  user_id: 'u1',
  full_name: 'Asha Rao',
  email: 'asha@example.com',
  mobile: '9876543210',
};

/** The start-up calls for the stored user: the user lookup (found) and the server cart (empty). */
export function signedInRoutes(): StubRoutes {
  return {
    [`GET /registeruser/single/${STORED_USER.user_id}`]: { data: STORED_USER, message: '' },
    [`GET /cart/${STORED_USER.user_id}`]: { data: [], isError: false },
  };
}
