import Form from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { formValidator } from './formValidator.ts';

export interface CatalogFormProps<T> {
  id: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** Message key of each field's error; a missing field always reads form.error.required. */
  fieldErrors: Readonly<Record<string, string>>;
  initial?: T;
  /** Each change of the data, for forms whose fields depend on each other. */
  onChange?: (data: T) => void;
  onSubmit: (data: T) => void;
}

/**
 * rjsf with every message from the catalogs: the browser's own validation is off (noHtml5Validate)
 * and each ajv error becomes the field's translated message, shown next to the field.
 */
export function CatalogForm<T>({
  id,
  schema,
  uiSchema,
  fieldErrors,
  initial,
  onChange,
  onSubmit,
}: CatalogFormProps<T>) {
  const intl = useIntl();
  const transformErrors = (errors: RJSFValidationError[]) =>
    errors.map((error) => {
      const params = error.params as { missingProperty?: string } | undefined;
      const field = error.name === 'required' ? undefined : error.property?.replace(/^\./, '');
      const key = (field && fieldErrors[field]) ?? 'form.error.required';
      return {
        ...error,
        property: error.property ?? `.${params?.missingProperty ?? ''}`,
        message: intl.formatMessage({ id: key }),
      };
    });
  return (
    <Form
      className="schema-form"
      idPrefix={id}
      schema={schema}
      uiSchema={uiSchema}
      formData={initial}
      validator={formValidator}
      noHtml5Validate
      showErrorList={false}
      transformErrors={transformErrors}
      onChange={onChange && (({ formData }) => onChange(formData as T))}
      onSubmit={({ formData }) => onSubmit(formData as T)}
    />
  );
}
