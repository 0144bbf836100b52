import { chatLink, storeName, telLink } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { useEffect } from 'react';
import { useSettings } from '../hooks/useStores';
import { SkateLink } from '../provider/SkateLink';
import { HEADER_NAV, POLICY_NAV } from './navigation';
import { useSkateStyles } from '../provider/sheets';
import { SHELL_SHEETS } from '../styles/groups/shell';

export interface SiteFooterProps {
  /** Address of the merchant's admin panel (an external site); the Admin Login link shows when given. */
  adminLoginUrl?: string;
}

/** The site footer: quick links, the four policies, the help numbers and the external Admin Login. */
export function SiteFooter({ adminLoginUrl }: SiteFooterProps) {
  useSkateStyles(SHELL_SHEETS);
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
                <SkateLink to={item.to}>{item.label}</SkateLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={TEXTS.POLICIES}>
          <h2 className="skate-footer-heading">{TEXTS.POLICIES}</h2>
          <ul>
            {POLICY_NAV.map((item) => (
              <li key={item.to}>
                <SkateLink to={item.to}>{item.label}</SkateLink>
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
            {adminLoginUrl ? (
              <li>
                <a href={adminLoginUrl} target="_blank" rel="noopener noreferrer">
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
