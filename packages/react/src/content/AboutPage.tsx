import { TEXTS } from '@skatekit/core/texts';
import { ABOUT_CONTENT } from './policies';
import { type ReactNode, useId, useState } from 'react';
import { CheckIcon } from '../ui/icons';
import { useSkateStyles } from '../provider/sheets';
import { CONTENT_SHEETS } from '../styles/groups/content';
import { LinkButton } from '../ui/LinkButton';

/**
 * /about: hero with "Explore Our Courses" (/course), the story, an accordion of Mission, Vision and
 * Core Values (buttons with aria-expanded, one panel open at a time), features, testimonials and
 * "Join Now" (/admission-form). The words are core's ABOUT_CONTENT.
 */
export function AboutPage() {
  useSkateStyles(CONTENT_SHEETS);
  const { hero, story, accordion, features, testimonials, join } = ABOUT_CONTENT;
  const [open, setOpen] = useState<string | null>(accordion[0]?.title ?? null);
  const base = useId().replace(/:/g, '');

  return (
    <div className="skate-about">
      <section className="skate-about-hero" aria-labelledby="skate-about-title">
        <div className="skate-container">
          <p className="skate-about-eyebrow">{TEXTS.ABOUT_US}</p>
          <h1 id="skate-about-title" className="skate-about-title">
            {hero.title}
          </h1>
          <p className="skate-about-subtitle">{hero.subtitle}</p>
          <LinkButton to={hero.cta.route} variant="accent">
            {hero.cta.label}
          </LinkButton>
        </div>
      </section>

      <section className="skate-section" aria-labelledby="skate-about-story">
        <div className="skate-container skate-about-grid">
          <div>
            <h2 id="skate-about-story" className="skate-section-title">
              {story.heading}
            </h2>
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="skate-accordion">
            {accordion.map((item, index) => {
              const expanded = open === item.title;
              const panelId = `${base}-panel-${index}`;
              const buttonId = `${base}-button-${index}`;
              return (
                <div key={item.title} className="skate-card skate-accordion-item" part="card">
                  <h3 className="skate-accordion-heading">
                    <button
                      id={buttonId}
                      type="button"
                      className="skate-accordion-toggle"
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      onClick={() => setOpen(expanded ? null : item.title)}
                    >
                      {item.title}
                      <span className="skate-accordion-sign" aria-hidden="true">
                        {expanded ? '−' : '+'}
                      </span>
                    </button>
                  </h3>
                  <section
                    id={panelId}
                    aria-labelledby={buttonId}
                    className="skate-accordion-panel"
                    hidden={!expanded}
                  >
                    <p>{item.body}</p>
                    {'points' in item && item.points ? (
                      <ul>
                        {item.points.map((point) => (
                          <li key={point}>{point}</li>
                        ))}
                      </ul>
                    ) : null}
                  </section>
                </div>
              );
            })}
          </div>
        </div>
      </section>

      <CardGridSection kind="feature" content={features} keyOf={(feature) => feature.title}>
        {(feature) => (
          <>
            <span className="skate-feature-icon" aria-hidden="true">
              <CheckIcon />
            </span>
            <h3>{feature.title}</h3>
            <p>{feature.description}</p>
          </>
        )}
      </CardGridSection>

      <CardGridSection kind="testimonial" content={testimonials} keyOf={(item) => item.name}>
        {(item) => (
          <figure>
            <blockquote>
              <p>{item.quote}</p>
            </blockquote>
            <figcaption>
              <strong>{item.name}</strong>, {item.role}
            </figcaption>
          </figure>
        )}
      </CardGridSection>

      <section className="skate-section skate-about-join" aria-labelledby="skate-about-join">
        <div className="skate-container skate-center">
          <h2 id="skate-about-join" className="skate-section-title">
            {join.heading}
          </h2>
          <p>{join.text}</p>
          <LinkButton to={join.cta.route}>{join.cta.label}</LinkButton>
        </div>
      </section>
    </div>
  );
}

/**
 * A centred section heading over a grid of cards: the features and the testimonials
 * (`skate-about-<kind>s` section, `skate-<kind>-grid` list, `skate-<kind>` cards).
 */
function CardGridSection<Item>({
  kind,
  content,
  keyOf,
  children,
}: {
  kind: 'feature' | 'testimonial';
  content: { heading: string; items: readonly Item[] };
  keyOf: (item: Item) => string;
  children: (item: Item) => ReactNode;
}) {
  const id = `skate-about-${kind}s`;
  return (
    <section className={`skate-section ${id}`} aria-labelledby={id}>
      <div className="skate-container">
        <h2 id={id} className="skate-section-title skate-center">
          {content.heading}
        </h2>
        <ul className={`skate-${kind}-grid`}>
          {content.items.map((item) => (
            <li key={keyOf(item)} className={`skate-card skate-${kind}`} part="card">
              {children(item)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
