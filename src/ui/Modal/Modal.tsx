import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons/CloseIcon';
import * as styles from './Modal.css';
import { openModal } from './modal-stack';

interface ModalProps {
  open: boolean;
  title: string;
  /** Without it the modal can only be left through its own actions (no close button, no Escape). */
  onClose?: () => void;
  children: ReactNode;
  image?: ReactNode;
  closeLabel?: string;
}

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

export function Modal({ open, title, onClose, children, image, closeLabel }: ModalProps) {
  const titleId = useId();
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  // An effect event reads the latest onClose without re-running the focus effect on each render.
  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    if (!onClose) return;
    event.preventDefault();
    onClose();
  });

  useEffect(() => {
    const overlay = overlayRef.current;
    const dialog = dialogRef.current;
    if (!open || !overlay || !dialog) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const modal = openModal(overlay); // the rest of the page inert until it closes
    const focusables = () => Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
    (focusables()[0] ?? dialog).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden'; // the page behind must not scroll under the overlay

    const onKeyDown = (event: KeyboardEvent) => {
      if (!modal.isTop()) return; // a modal opened over this one answers the keys
      if (event.key === 'Escape') onEscape(event);
      else if (event.key === 'Tab') {
        // Keep Tab inside the dialog, wrapping at its ends; from the dialog itself (a click on its
        // text focuses it) Tab goes to its first control and Shift+Tab to its last.
        const items = focusables();
        const at = items.indexOf(document.activeElement as HTMLElement);
        const leaving = event.shiftKey ? at <= 0 : at === -1 || at === items.length - 1;
        if (!leaving) return;
        event.preventDefault();
        (event.shiftKey ? items.at(-1) : items[0])?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      modal.close();
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  // Portal to body so no ancestor's overflow or transform can clip the fixed overlay.
  return createPortal(
    <div ref={overlayRef} className={styles.overlay}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        {image && <div className={styles.image}>{image}</div>}
        <h2 id={titleId} className={styles.title}>
          {/* The close button sits beside the first line only (an image above keeps it clear of the title). */}
          {onClose && !image && (
            <>
              <span className={styles.closeClearanceLeft} />
              <span className={styles.closeClearanceRight} />
            </>
          )}
          {title}
        </h2>
        {children}
        {onClose && (
          <button type="button" className={styles.close} aria-label={closeLabel ?? 'Close'} onClick={onClose}>
            <CloseIcon />
          </button>
        )}
      </div>
    </div>,
    document.body,
  );
}
