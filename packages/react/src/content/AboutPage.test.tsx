import { ROUTES } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { settingsRoutes } from '../shell/testRoutes';
import { renderSkate } from '../test/harness';
import { AboutPage } from './AboutPage';

describe('AboutPage', { timeout: 30_000 }, () => {
  it('links "Explore Our Courses" to /course and "Join Now" to /admission-form', () => {
    renderSkate(<AboutPage />, { routes: settingsRoutes() });
    expect(screen.getByRole('link', { name: TEXTS.EXPLORE_OUR_COURSES })).toHaveAttribute(
      'href',
      ROUTES.course,
    );
    expect(screen.getByRole('link', { name: TEXTS.JOIN_NOW })).toHaveAttribute('href', ROUTES.admissionForm);
    expect(screen.getByRole('heading', { name: TEXTS.TESTIMONIALS })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: TEXTS.OUR_STORY })).toBeInTheDocument();
  });

  it('has a Mission / Vision / Core Values accordion of buttons with aria-expanded, one open at a time', async () => {
    renderSkate(<AboutPage />, { routes: settingsRoutes() });
    const mission = screen.getByRole('button', { name: TEXTS.MISSION });
    const vision = screen.getByRole('button', { name: TEXTS.VISION });
    const values = screen.getByRole('button', { name: TEXTS.CORE_VALUES });
    expect(mission).toHaveAttribute('aria-expanded', 'true');
    expect(vision).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(vision);
    expect(vision).toHaveAttribute('aria-expanded', 'true');
    expect(mission).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(vision.getAttribute('aria-controls') ?? '')).toBeVisible();
    expect(document.getElementById(mission.getAttribute('aria-controls') ?? '')).not.toBeVisible();
    await userEvent.click(values);
    expect(screen.getByText('Safety first', { selector: 'li' })).toBeVisible();
  });
});
