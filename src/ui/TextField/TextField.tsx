import { useId } from 'react';
import * as styles from './TextField.css';

interface TextFieldProps {
  label: string;
  name: string;
  type?: 'email' | 'password' | 'text';
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoComplete?: string;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
}

export function TextField({
  label,
  name,
  type = 'text',
  value,
  onChange,
  error,
  autoComplete,
  disabled,
  readOnly,
  placeholder,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        disabled={disabled}
        readOnly={readOnly}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {/* role="alert" so a new error is announced without moving focus. */}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
