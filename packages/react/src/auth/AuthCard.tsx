import type { ReactNode } from 'react';
import { useSkateStyles } from '../provider/sheets';
import { AUTH_SHEETS } from '../styles/groups/auth';

export interface AuthCardProps {
  /** The page heading (Login, Register, Reset Password...). */
  title: string;
  /** Optional line under the heading (the current step). */
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** The centred card every account screen (login, register, reset) sits in. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  useSkateStyles(AUTH_SHEETS);
  return (
    <section className="skate-page skate-auth" part="page" aria-labelledby="skate-auth-title">
      <div className="skate-container">
        <div className="skate-card skate-auth-card" part="card">
          <h1 id="skate-auth-title" className="skate-page-title" part="heading">
            {title}
          </h1>
          {subtitle ? <p className="skate-auth-subtitle">{subtitle}</p> : null}
          {children}
        </div>
      </div>
    </section>
  );
}
