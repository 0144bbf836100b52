import { type ReactNode, useEffect, useRef } from 'react';

let firstPage = true;

/**
 * A screen: its one h1 and its content. When the console navigates to a new screen, focus moves to the
 * h1 so the next Tab starts there and screen readers announce the title; the first page load keeps
 * the browser's own focus.
 */
export function Page({
  title,
  actions,
  children,
  back,
}: {
  /** The h1. */
  title: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  /** A link back to the list above this screen. */
  back?: ReactNode;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (firstPage) {
      firstPage = false;
      return;
    }
    heading.current?.focus();
  }, []);
  useEffect(() => {
    document.title = `${title} · SkateKit console`;
  }, [title]);
  return (
    <div className="page">
      {back ? <div className="page-back">{back}</div> : null}
      <div className="page-head">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {actions ? <div className="page-actions">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
