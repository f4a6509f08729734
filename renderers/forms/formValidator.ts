import {
  createErrorHandler,
  getDefaultFormState,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type RJSFSchema,
  type RJSFValidationError,
  type ValidatorType,
} from '@rjsf/utils';
import { checkFormSchema, type FormSchema } from '../../domain/forms/checkFormSchema.ts';

function toRjsfErrors(schema: RJSFSchema, formData: unknown): RJSFValidationError[] {
  return checkFormSchema(schema as FormSchema, formData).map((problem) => {
    const base = problem.instancePath.replaceAll('/', '.');
    const missing = problem.params.missingProperty;
    const property = typeof missing === 'string' ? `${base}.${missing}` : base;
    return {
      name: problem.keyword,
      property,
      message: problem.message,
      params: problem.params,
      stack: `${property} ${problem.message}`.trim(),
      schemaPath: '',
    };
  });
}

/**
 * rjsf's validator for our forms: the same results rjsf's ajv validator gives for the keywords our
 * form schemas use, without shipping ajv (about 45 KB gzip) to form routes.
 */
export const formValidator: ValidatorType<unknown> = {
  validateFormData(formData, schema, customValidate, transformErrors, uiSchema) {
    let errors = toRjsfErrors(schema, formData);
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    const errorSchema = toErrorSchema<unknown>(errors);
    if (!customValidate) return { errors, errorSchema };
    const withDefaults = getDefaultFormState(formValidator, schema, formData, schema, true);
    const handler = customValidate(
      withDefaults,
      createErrorHandler(withDefaults),
      uiSchema,
      errorSchema,
    );
    return validationDataMerge({ errors, errorSchema }, unwrapErrorHandler(handler));
  },
  isValid(schema, formData) {
    return checkFormSchema(schema as FormSchema, formData).length === 0;
  },
  // rjsf's interface lets the caller name the error type; ours are always RJSFValidationError.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
  rawValidation<Result>(schema: RJSFSchema, formData?: unknown) {
    return { errors: toRjsfErrors(schema, formData) as Result[] };
  },
};
