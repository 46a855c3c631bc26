import { z } from 'zod';
import { formatErrorKey } from './errors.ts';

/**
 * One error map for server and web: every zod issue becomes a translation key, so a schema only
 * names a message where the rule has its own key.
 */
function keyForIssue(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'field_required' : 'invalid_type';
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') {
        if (minimum <= 1) return 'field_required';
        return issue.exact
          ? formatErrorKey('enter_exact_length_of_chars', { count: minimum })
          : formatErrorKey('enter_min_chars', { count: minimum });
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return formatErrorKey('enter_min_elements', { count: minimum });
      }
      if (minimum === 0 && issue.inclusive === false) return 'enter_positive_number';
      return formatErrorKey('enter_min_number', { count: minimum });
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') {
        return issue.exact
          ? formatErrorKey('enter_exact_length_of_chars', { count: maximum })
          : formatErrorKey('enter_max_chars', { count: maximum });
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return formatErrorKey('enter_max_elements', { count: maximum });
      }
      return formatErrorKey('enter_max_number', { count: maximum });
    }
    case 'invalid_format':
      return issue.format === 'email' ? 'wrong_email' : 'invalid_format';
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return 'invalid_choice';
    case 'unrecognized_keys':
      return 'unknown_field';
    case 'not_multiple_of':
      return 'enter_integer';
    case 'custom':
      return 'invalid_format';
  }
}

z.config({ customError: (issue) => keyForIssue(issue) });

export { z };
