import { COUNTERS } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { useSkateStyles } from '../provider/sheets';
import { HOME_SHEETS } from '../styles/groups/home';

/** The academy's about counters: 250 trained athletes, 15 years, 50 championships. */
export function Counters() {
  useSkateStyles(HOME_SHEETS);
  return (
    <section className="skate-section skate-counters" aria-label={TEXTS.ABOUT_COUNTERS}>
      <div className="skate-container">
        <ul className="skate-counters-list">
          {COUNTERS.map((counter) => (
            <li key={counter.label}>
              <span className="skate-counter-value">{counter.value}+</span>
              <span className="skate-counter-label">{counter.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
