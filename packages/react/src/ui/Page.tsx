import type { FormEventHandler, ReactNode, Ref } from 'react';

export interface PageProps {
  /** The page's `<h1>` (part="heading"). */
  title: ReactNode;
  /** Id of the `<h1>`; when given, the page is labelled by it. */
  titleId?: string;
  /** The page's element: a labelled `section` (default), a document's `article`, or a plain `div`. */
  as?: 'section' | 'article' | 'div';
  /** Classes after `skate-page` (e.g. `skate-contact`). */
  className?: string;
  /** Classes after `skate-container` (e.g. `skate-container--narrow`). */
  containerClassName?: string;
  /** The page element (e.g. to scroll it into view). */
  ref?: Ref<HTMLElement>;
  /** What follows the heading inside the container. */
  children?: ReactNode;
}

const withClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

/** A storefront page: its element (part="page"), the container and the `<h1>`, then its content. */
export function Page({
  title,
  titleId,
  as: Tag = 'section',
  className,
  containerClassName,
  ref,
  children,
}: PageProps) {
  return (
    <Tag
      ref={ref as Ref<HTMLDivElement>}
      className={withClass('skate-page', className)}
      part="page"
      aria-labelledby={titleId}
    >
      <div className={withClass('skate-container', containerClassName)}>
        <h1 id={titleId} className="skate-page-title" part="heading">
          {title}
        </h1>
        {children}
      </div>
    </Tag>
  );
}

export interface FormPageProps
  extends Pick<PageProps, 'title' | 'className' | 'containerClassName' | 'children'> {
  /** Id of the `<h1>`, which labels the page. */
  titleId: string;
  /** The form's submit handler (the form does its own validation: `noValidate`). */
  onSubmit: FormEventHandler<HTMLFormElement>;
}

/** A page that is one form: a card holding the `<h1>` and the fields. */
export function FormPage({
  title,
  titleId,
  className,
  containerClassName,
  onSubmit,
  children,
}: FormPageProps) {
  return (
    <section className={withClass('skate-page', className)} part="page" aria-labelledby={titleId}>
      <div className={withClass('skate-container', containerClassName)}>
        <form className="skate-card skate-form-card" part="card" noValidate onSubmit={onSubmit}>
          <h1 id={titleId} className="skate-page-title" part="heading">
            {title}
          </h1>
          {children}
        </form>
      </div>
    </section>
  );
}
