import {
  IsDefined,
  IsUrl,
  Matches,
  MaxLength,
  validate,
  ValidateBy,
  ValidateIf,
  type ValidationError as ClassValidatorError,
} from 'class-validator';
import { decimalPlaces } from '../shared/numbers';
import { addFieldError, ValidationError, type FieldErrors } from './errors';

/** Flattens class-validator's tree into `{ "path.to.field": [messages] }`. */
function collect(errors: ClassValidatorError[], prefix: string, into: FieldErrors): FieldErrors {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    for (const message of messages) addFieldError(into, path, message);
    if (error.children?.length) collect(error.children, path, into);
  }
  return into;
}

/** class-validator's failures as one field map keyed by path. */
export function collectProblems(errors: ClassValidatorError[]): FieldErrors {
  return collect(errors, '', {});
}

async function problemsOf(value: unknown): Promise<FieldErrors> {
  if (Array.isArray(value)) {
    const fields: FieldErrors = {};
    for (const [index, item] of value.entries()) {
      for (const [path, messages] of Object.entries(await problemsOf(item))) fields[`${index}.${path}`] = messages;
    }
    return fields;
  }
  if (value === null || typeof value !== 'object' || value.constructor === Object) return {};
  return collect(await validate(value, { forbidUnknownValues: false, stopAtFirstError: true }), '', {});
}

/**
 * type-graphql's argument validator: runs the class-validator decorators of input and args
 * classes and throws one BAD_USER_INPUT error keyed by field, named as the client sent it.
 */
export async function validateArgument(value: unknown): Promise<void> {
  const fields = await problemsOf(value);
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}

/**
 * For optional input fields that may be left out but not cleared: `null` is refused with a
 * message naming the field, instead of reaching a NOT NULL column.
 */
export function NotNull(): PropertyDecorator {
  return (target, property) => {
    ValidateIf((_object, value) => value !== undefined)(target, property as string);
    IsDefined({ message: 'may not be null' })(target, property as string);
  };
}

/** A length cap with the project's wording: "must be at most N characters". */
export function MaxChars(max: number): PropertyDecorator {
  return MaxLength(max, { message: `must be at most ${max} characters` });
}

/** Text that must hold more than spaces (services store it trimmed): "is required" otherwise. */
export function Required(): PropertyDecorator {
  return Matches(/\S/, { message: 'is required' });
}

/** Absolute http(s) URLs only (images, logos): no `javascript:` or relative references. */
export const HTTP_URL = { protocols: ['http', 'https'], require_protocol: true };

/** An absolute http(s) URL: "must be an http(s) URL" otherwise. */
export function HttpUrl(): PropertyDecorator {
  return IsUrl(HTTP_URL, { message: 'must be an http(s) URL' });
}

/**
 * A finite number with at most `places` digits after the point, in any JSON notation
 * (class-validator's `maxDecimalPlaces` reads only plain notation and throws on `1e-7`).
 */
export function MaxDecimalPlaces(places: number): PropertyDecorator {
  return ValidateBy({
    name: 'maxDecimalPlaces',
    validator: {
      validate: (value) => typeof value === 'number' && Number.isFinite(value) && decimalPlaces(value) <= places,
      defaultMessage: () => `must be a number with at most ${places} decimal places`,
    },
  });
}
