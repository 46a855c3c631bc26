import { ShareIdentity } from '@transitdocs/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { PlainTextField } from '../../ui/plain-text-field.tsx';
import { useTranslateError } from '../../ui/use-translate-error.ts';

const FIELDS = ['first_name', 'last_name', 'company_name'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/**
 * Who a link's visitor is (spec 1 §2): first name, last name and company name, all required and
 * checked by the domain's ShareIdentity, as the server checks them on every write. Asked by the
 * link's first-time dialog, and on the hand-over page beside the driver's code.
 */
export function useIdentityFields() {
  const { t } = useTranslation('share_link');
  const translateError = useTranslateError();
  const [values, setValues] = useState<Values>({ first_name: '', last_name: '', company_name: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  /** The identity, or null with each wrong field told. */
  const check = (): ShareIdentity | null => {
    const parsed = ShareIdentity.safeParse(values);
    if (parsed.success) return parsed.data;
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && (FIELDS as readonly string[]).includes(field)) {
        found[field as Field] ??= issue.message;
      }
    }
    setErrors(found);
    return null;
  };

  const fields = FIELDS.map((field) => (
    <PlainTextField
      key={field}
      label={t(`identity.${field}`)}
      required
      requiredMark
      value={values[field]}
      error={errors[field] ? translateError(errors[field]) : undefined}
      onChange={(value) => {
        setValues((current) => ({ ...current, [field]: value }));
        setErrors((current) => ({ ...current, [field]: undefined }));
      }}
    />
  ));
  return { fields, check };
}
