import type { ReactNode } from 'react';

/** A panel of an order's page: a section named by its heading (aria-labelledby `id`). */
export function OrderPanel({
  id,
  title,
  className,
  headingClassName,
  children,
}: {
  id: string;
  title: string;
  className: string;
  headingClassName: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
