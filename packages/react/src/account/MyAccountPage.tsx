import { selectUserName } from '@skatekit/core';
import { addressTabVisible, ROUTES } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { AddressManager } from '../checkout/AddressManager';
import { useSession, useSettings } from '../hooks/useStores';
import { useSkateNavigate, useStorefront } from '../provider/useStorefront';
import { useRequireUser } from '../shell/useRequireUser';
import { Button } from '../ui/Button';
import { Tabs, tabPanelId, tabId, useTabsId } from '../ui/Tabs';
import { AdmissionTab } from './AdmissionTab';
import { HelpTab } from './HelpTab';
import { OrdersTab } from './OrdersTab';
import { Loading } from '../ui/Spinner';
import { useSkateStyles } from '../provider/sheets';
import { ACCOUNT_SHEETS } from '../styles/groups/account';

// The family's children (issue 37) load with their tab: My Account's first screen carries none of it.
const StudentsTab = lazy(() => import('../academy/StudentsTab').then((m) => ({ default: m.StudentsTab })));
// The family's monthly fees (issue 38), likewise with their tab.
const FeesTab = lazy(() => import('../academy/Fees').then((m) => ({ default: m.Fees })));

/** The tabs of My Account, in the spec's order, then Students (issue 37). */
export type AccountTab =
  | typeof TEXTS.TAB_ORDERS
  | typeof TEXTS.TAB_ADDRESS
  | typeof TEXTS.TAB_HELP
  | typeof TEXTS.TAB_ADMISSION
  | typeof TEXTS.TAB_STUDENTS
  | typeof TEXTS.TAB_FEES;

export interface MyAccountPageProps {
  /** Tab open on arrival (default Orders). */
  initialTab?: AccountTab;
}

/**
 * /my-account: name, e-mail and Logout (removes the stored user, goes to /login), then the tabs
 * Orders, Address (hidden when the site's default cart button is getquote), Help, Admission and
 * Students (each child's admission, batch, attendance, level and payments; issue 37) and Fees (issue 38).
 */
export function MyAccountPage({ initialTab = TEXTS.TAB_ORDERS }: MyAccountPageProps) {
  useSkateStyles(ACCOUNT_SHEETS);
  const { session } = useStorefront();
  const navigate = useSkateNavigate();
  const user = useRequireUser();
  const name = useSession(selectUserName);
  const defaultButton = useSettings((state) => state.defaultButton);
  const loadSettings = useSettings((state) => state.loadSettings);
  const idBase = useTabsId();
  const [tab, setTab] = useState<AccountTab>(initialTab);

  useEffect(() => {
    void loadSettings();
  }, [loadSettings]);

  const tabs = useMemo<AccountTab[]>(
    () =>
      addressTabVisible(defaultButton)
        ? [
            TEXTS.TAB_ORDERS,
            TEXTS.TAB_ADDRESS,
            TEXTS.TAB_HELP,
            TEXTS.TAB_ADMISSION,
            TEXTS.TAB_STUDENTS,
            TEXTS.TAB_FEES,
          ]
        : [TEXTS.TAB_ORDERS, TEXTS.TAB_HELP, TEXTS.TAB_ADMISSION, TEXTS.TAB_STUDENTS, TEXTS.TAB_FEES],
    [defaultButton],
  );
  // A tab that disappears (settings arrived with getquote) must not stay selected.
  const current = tabs.includes(tab) ? tab : TEXTS.TAB_ORDERS;

  if (!user) return null;

  const logout = () => {
    session.getState().logout();
    navigate(ROUTES.login);
  };

  return (
    <section className="skate-page skate-account" part="page" aria-labelledby="skate-account-title">
      <div className="skate-container">
        <header className="skate-card skate-account-header" part="card">
          <div>
            <h1 id="skate-account-title" className="skate-page-title" part="heading">
              {name}
            </h1>
            <p className="skate-muted">{user.email}</p>
          </div>
          <Button variant="danger" onClick={logout}>
            {TEXTS.LOGOUT}
          </Button>
        </header>
        <Tabs tabs={tabs} value={current} onChange={setTab} label={TEXTS.MY_ACCOUNT} idBase={idBase} />
        <div
          role="tabpanel"
          id={tabPanelId(idBase, current)}
          aria-labelledby={tabId(idBase, current)}
          className="skate-account-panel"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the panel is reachable even when it holds no control.
          tabIndex={0}
        >
          {current === TEXTS.TAB_ORDERS ? <OrdersTab userId={user.user_id} /> : null}
          {current === TEXTS.TAB_ADDRESS ? <AddressManager /> : null}
          {current === TEXTS.TAB_HELP ? <HelpTab /> : null}
          {current === TEXTS.TAB_ADMISSION ? <AdmissionTab userId={user.user_id} /> : null}
          {current === TEXTS.TAB_STUDENTS ? (
            <Suspense fallback={<Loading />}>
              <StudentsTab userId={user.user_id} />
            </Suspense>
          ) : null}
          {current === TEXTS.TAB_FEES ? (
            <Suspense fallback={<Loading />}>
              <FeesTab userId={user.user_id} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </section>
  );
}
