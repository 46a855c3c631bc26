export { ResultDialog, type ResultDialogProps } from './result-dialog.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
export { ResponsiveDialog, useIsMobile } from './responsive-dialog.tsx';
export { useTranslateError } from './use-translate-error.ts';
export { applyServerErrors, type ServerErrorOptions } from './apply-server-errors.ts';
export { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';
export { PasswordField, PasswordInput } from './password-field.tsx';
export { PhoneField, PhoneInput } from './phone-field.tsx';
export { FormCheckbox, type FormCheckboxProps } from './form-checkbox.tsx';
export { FormSelect, type FormSelectProps, type SelectOption } from './form-select.tsx';
export { EmptyState } from './empty-state.tsx';
export { DateField, type DateFieldProps } from './date-field.tsx';
export { TimeField } from './time-field.tsx';
export {
  FormDateField,
  FormTimeField,
  type FormDateTimeFieldProps,
} from './form-date-time-fields.tsx';
export { formatDate, formatDateTime, formatTime, intlLocale } from './date-time.ts';
