import { chatLink, storeName, telLink } from '@skatekit/core/rules';
import { textLabel, TEXTS } from '@skatekit/core/texts';
import { useEffect } from 'react';
import { useSettings } from '../hooks/useStores';
import { useStorefront } from '../provider/useStorefront';
import { SkateLink } from '../provider/SkateLink';
import { HEADER_NAV, POLICY_NAV } from './navigation';
import { useSkateStyles } from '../provider/sheets';
import { SHELL_SHEETS } from '../styles/groups/shell';

export interface SiteFooterProps {
  /**
   * Address of the Admin Login link: by default the merchant console the SkateKit server serves,
   * `{apiBase}/admin/?store={merchantCode}`; another address to point elsewhere, `false` to hide it.
   */
  adminLoginUrl?: string | false;
}

/** The merchant console's sign-in page for this store, e.g. `https://api.example.com/admin/?store=SKATE01`. */
function consoleLoginUrl(apiBase: string, merchantCode: string): string {
  return `${apiBase.replace(/\/+$/, '')}/admin/?store=${encodeURIComponent(merchantCode)}`;
}

/** The site footer: quick links, the four policies, the help numbers and the Admin Login. */
export function SiteFooter({ adminLoginUrl }: SiteFooterProps) {
  useSkateStyles(SHELL_SHEETS);
  const { config } = useStorefront();
  const adminHref =
    adminLoginUrl === undefined ? consoleLoginUrl(config.apiBase, config.merchantCode) : adminLoginUrl;
  const profile = useSettings((state) => state.storeProfile);
  const meta = useSettings((state) => state.meta);
  const help = useSettings((state) => state.help);
  const loadSettings = useSettings((state) => state.loadSettings);
  useEffect(() => {
    void loadSettings();
  }, [loadSettings]);
  const call = help?.mobile ? telLink(help.mobile) : null;
  const chat = help?.whatsapp_number ? chatLink(help.whatsapp_number) : null;

  return (
    <footer className="skate-site-footer">
      <div className="skate-container skate-footer-grid">
        <div>
          <p className="skate-footer-brand">{storeName(meta?.title)}</p>
          {profile?.tag_line ? <p className="skate-footer-tagline">{profile.tag_line}</p> : null}
        </div>
        <nav aria-label={TEXTS.QUICK_LINKS}>
          <h2 className="skate-footer-heading">{TEXTS.QUICK_LINKS}</h2>
          <ul>
            {HEADER_NAV.map((item) => (
              <li key={item.to}>
                <SkateLink to={item.to}>{textLabel(item.label)}</SkateLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={TEXTS.POLICIES}>
          <h2 className="skate-footer-heading">{TEXTS.POLICIES}</h2>
          <ul>
            {POLICY_NAV.map((item) => (
              <li key={item.to}>
                <SkateLink to={item.to}>{textLabel(item.label)}</SkateLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="skate-footer-heading">{TEXTS.NAV_CONTACT}</h2>
          <ul>
            {call && help ? (
              <li>
                <a href={call}>{help.mobile}</a>
              </li>
            ) : null}
            {chat ? (
              <li>
                <a href={chat} target="_blank" rel="noopener noreferrer">
                  {TEXTS.HELP_CHAT}
                </a>
              </li>
            ) : null}
            {adminHref ? (
              <li>
                <a href={adminHref} target="_blank" rel="noopener noreferrer">
                  {TEXTS.ADMIN_LOGIN}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
    </footer>
  );
}
