import {
  type PolicyPage as PolicyContent,
  PRIVACY_POLICY,
  REFUND_POLICY,
  RULES_AND_REGULATIONS,
  SHIPPING_POLICY,
} from './policies';
import { useSkateStyles } from '../provider/sheets';
import { CONTENT_SHEETS } from '../styles/groups/content';
import { Page } from '../ui/Page';

/** The four static policy pages, by the route segment that shows them. */
export const POLICIES = {
  'privacy-policy': PRIVACY_POLICY,
  'refund-policy': REFUND_POLICY,
  'rules-and-regulations': RULES_AND_REGULATIONS,
  'shipping-and-delivery': SHIPPING_POLICY,
} as const satisfies Record<string, PolicyContent>;

/** Which policy a page shows. */
export type PolicyId = keyof typeof POLICIES;

export interface PolicyPageProps {
  /** /privacy-policy (9 sections), /refund-policy (6), /rules-and-regulations (8) or /shipping-and-delivery. */
  policy: PolicyId;
}

/** A static policy page from core's content: title, introduction, numbered sections with their points. */
export function PolicyPage({ policy }: PolicyPageProps) {
  useSkateStyles(CONTENT_SHEETS);
  const content = POLICIES[policy];
  return (
    <Page
      title={content.title}
      titleId="skate-policy-title"
      as="article"
      className="skate-policy"
      containerClassName="skate-container--narrow"
    >
      <p className="skate-policy-intro">{content.intro}</p>
      <ol className="skate-policy-sections">
        {content.sections.map((section) => (
          <li key={section.heading} className="skate-policy-section">
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.points ? (
              <ul>
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </Page>
  );
}
