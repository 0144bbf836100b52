import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef, useState } from 'react';

/**
 * A modal dialog (Radix): traps focus, Escape closes, focus returns to what opened it.
 * `variant="drawer"` slides in from the side (the inbox item, the phone menu). Without `open` it keeps
 * its own, opened by its trigger; `children(close)` may close it.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  variant = 'modal',
  trigger,
  returnFocus,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode | ((close: () => void) => ReactNode);
  variant?: 'modal' | 'drawer';
  /** The button that opens it, if the dialog owns one. */
  trigger?: ReactNode;
  /** Without a trigger: where focus goes back to on closing (the control that opened it). */
  returnFocus?: HTMLElement | null;
}) {
  const content = useRef<HTMLDivElement>(null);
  const [ownOpen, setOwnOpen] = useState(false);
  return (
    <RadixDialog.Root
      open={open ?? ownOpen}
      onOpenChange={(next) => {
        setOwnOpen(next);
        onOpenChange?.(next);
      }}
    >
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          ref={content}
          className={variant === 'drawer' ? 'dialog dialog-drawer' : 'dialog'}
          // A form dialog starts on its first field, not on the close button.
          onOpenAutoFocus={(event) => {
            const field = content.current?.querySelector<HTMLElement>(
              'form input, form textarea, form select',
            );
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocus?.isConnected) return;
            event.preventDefault();
            returnFocus.focus();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="dialog-head">
            <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="icon-button" aria-label="Close">
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="dialog-description">{description}</RadixDialog.Description>
          ) : null}
          {typeof children === 'function' ? children(() => setOwnOpen(false)) : children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
