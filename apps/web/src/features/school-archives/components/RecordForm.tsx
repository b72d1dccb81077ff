import { useId, useState } from 'react';
import { Button, Input, TextArea } from 'antd-mobile';
import { Selector } from '@/components/Selector/Selector';
import { FormRow } from '@/components/FormRow/FormRow';
import {
  chinaToday,
  fieldErrors,
  formInput,
  optionLabel,
  optionValue,
  type FieldSpec,
  type IssueParser,
} from '../lib/archive-logic';
import styles from './archives.module.css';

interface RecordFormProps {
  fields: readonly FieldSpec[];
  initial: Record<string, string>;
  /** The contract's input schema: the form says what the server would, before sending. */
  schema: IssueParser;
  /** Extra input every save carries (the school's id, the record's id). */
  extra: Record<string, unknown>;
  submitText: string;
  pending: boolean;
  /** The server's refusal of the last save, shown above the button. */
  serverError: string;
  onSubmit: (input: Record<string, unknown>) => void;
}

/** An archive record's form from its field list: big controls, one-tap choices, the contract's messages. */
export function RecordForm(props: RecordFormProps) {
  const { fields, schema, extra } = props;
  const [values, setValues] = useState<Record<string, string>>(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const baseId = useId();
  const set = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: '' }));
  };
  const submit = () => {
    const input = { ...extra, ...formInput(fields, values) };
    const found = fieldErrors(schema, input);
    const mine = Object.fromEntries(Object.entries(found).filter(([k]) => fields.some((f) => f.name === k)));
    setErrors(mine);
    if (Object.keys(mine).length > 0) {
      scrollToFirstError();
      return;
    }
    props.onSubmit(input);
  };
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {fields.map((f) => {
        const id = `${baseId}-${f.name}`;
        const value = values[f.name] ?? '';
        if (f.kind === 'choice' && !f.free) {
          return (
            <fieldset key={f.name} className={styles.fieldset}>
              <legend className={styles.legend}>{f.label}</legend>
              <Selector
                className={styles.selector}
                columns={3}
                options={(f.options ?? []).map((o) => ({ label: optionLabel(o), value: optionValue(o) }))}
                value={value ? [value] : []}
                onChange={(v) => set(f.name, v[0] ?? '')}
              />
              {errors[f.name] ? (
                <p className={styles.error} role="alert">
                  {errors[f.name]}
                </p>
              ) : null}
            </fieldset>
          );
        }
        return (
          <FormRow key={f.name} label={f.label} htmlFor={id} error={errors[f.name]}>
            <div className={styles.controlColumn}>
              {f.kind === 'note' ? (
                <TextArea
                  id={id}
                  value={value}
                  onChange={(v) => set(f.name, v)}
                  placeholder={f.placeholder}
                  maxLength={f.maxLength ?? 200}
                  autoSize={{ minRows: 2, maxRows: 5 }}
                />
              ) : f.kind === 'date' ? (
                <input
                  id={id}
                  className={styles.dateInput}
                  type="date"
                  value={value}
                  max={chinaToday()}
                  onChange={(e) => set(f.name, e.target.value)}
                />
              ) : (
                <Input
                  id={id}
                  className={styles.input}
                  value={value}
                  onChange={(v) => set(f.name, v)}
                  placeholder={f.placeholder}
                  maxLength={f.maxLength ?? 50}
                  clearable
                  {...inputKind(f)}
                />
              )}
              {f.kind === 'choice' && f.options ? (
                <div className={styles.chips}>
                  {f.options.map((o) => (
                    <button
                      key={optionValue(o)}
                      type="button"
                      className={optionValue(o) === value ? `${styles.chip} ${styles.chipOn}` : styles.chip}
                      onClick={() => set(f.name, optionValue(o))}
                    >
                      {optionLabel(o)}
                    </button>
                  ))}
                </div>
              ) : null}
            </div>
          </FormRow>
        );
      })}
      {props.serverError ? (
        <p className={styles.serverError} role="alert">
          {props.serverError}
        </p>
      ) : null}
      <Button block type="submit" color="primary" shape="rounded" size="large" loading={props.pending}>
        {props.submitText}
      </Button>
    </form>
  );
}

function inputKind(f: FieldSpec) {
  switch (f.kind) {
    case 'phone':
      return { type: 'tel', inputMode: 'tel' as const };
    case 'count':
      return { type: 'text', inputMode: 'numeric' as const };
    case 'money':
      return { type: 'text', inputMode: 'decimal' as const };
    default:
      return { type: 'text' };
  }
}

/** Brings the first refusal of a form into view (a long form on a phone hides it above the button). */
export function scrollToFirstError() {
  requestAnimationFrame(() => {
    document.querySelector('form [role="alert"]')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}
