/** A pragmatic e-mail shape: local part, domain, and a top-level domain of letters. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;
/** The new sub-account form asks for a 2 to 4 letter ending (spec 3 §5). */
const SHORT_TLD_EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,4}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isValidShortTldEmail(value: string): boolean {
  return SHORT_TLD_EMAIL_PATTERN.test(value);
}
